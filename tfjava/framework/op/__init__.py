"""``org.tensorflow.framework.op``: ``FrameworkOps``, the framework's composite ops."""
