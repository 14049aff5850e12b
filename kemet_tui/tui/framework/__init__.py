"""Where the app meets Textual and the interpreter under it: every use of Textual's private API
(``textual_private.py``, checked against one Textual version), the one patched Textual class
(``lazy_strips.py``), the cycle collector's pace (``collector.py``), both speed-ups behind one
switch (``speedups.py``) and a command palette steady under fast keys
(``command_palette.py``)."""
