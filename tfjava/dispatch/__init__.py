"""Running one op: argument conversion, the dispatch path, builders, Constant."""
