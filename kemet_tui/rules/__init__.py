"""Pure rules, one package per game. Nothing here imports Textual or Rich."""
