"""How the app looks: the colours the self-drawn widgets use for the theme in use
(``palette.py``), Kemet's colours redrawn for it (``recolour.py``), the ASCII mode
(``ascii_mode.py``) and the stylesheets (``styles/``, found through ``resources.py``)."""
