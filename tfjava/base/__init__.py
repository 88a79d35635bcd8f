"""The lowest layer: messages, errors, protocol buffers, device specs."""
