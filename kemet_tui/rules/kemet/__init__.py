"""Kemet: Seth: Seth against an Alliance of 2 to 5 (shared/rules/kemet-seth.md)."""
