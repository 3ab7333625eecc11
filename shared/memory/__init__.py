"""The memory store: the document model, the store interface, and the default SQLite store."""
