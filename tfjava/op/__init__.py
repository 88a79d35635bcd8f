"""``specialize.py``: the per-op hot-path functions of the dispatch layer (the rest of what was
here lives in ``core/``, ``dispatch/``, ``composite/`` and ``facade/``)."""
