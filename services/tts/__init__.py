"""The tts stage."""
