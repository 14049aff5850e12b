"""The Alliance's own rules: sacred temples raised level by level (``sacred.py``), the Great
Ceremony that opens the portal (``ceremony.py``), the DI cards played during those rites
(``rites.py``), and the Osiris board as the UI shows it (``osiris.py``).
"""
