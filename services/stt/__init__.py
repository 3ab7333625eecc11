"""The stt stage."""
