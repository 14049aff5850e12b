"""The files the app reads and writes besides the settings: each game's autosave
(``autosave.py``, written on its own thread by ``autosave_writer.py``), a saved game opened to
play (``game_files.py``), the saves folder as Load lists it (``saves_folder.py``) and the
ruleset the title screen remembers (``remembered.py``)."""
