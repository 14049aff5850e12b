"""Reusable widgets: they receive state from their screen and post messages back up."""
