"""The Kemet: Seth ruleset data (``rulesets/kemet-seth/``) as validated pydantic models."""
