"""The runtime of ``org.tensorflow.op``: scopes, the dispatch path, the facade base."""
