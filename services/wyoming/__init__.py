"""The Wyoming bridge: koe's speech to text, text to speech and conversation for Home Assistant."""
