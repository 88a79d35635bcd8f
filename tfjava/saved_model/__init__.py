"""SavedModels: exporting functions and loading bundles."""
