"""``org.tensorflow.framework.data.impl``: the concrete datasets (sources and transformations)."""
