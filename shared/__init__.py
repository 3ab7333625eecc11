"""koe's shared library: the bus, the message types, settings, logging, metrics and the memory store."""
