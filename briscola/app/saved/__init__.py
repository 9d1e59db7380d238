"""What the page saves: the storage's keys, loading and saving (:mod:`.storage`), the
saved-data file and the backups (:mod:`.data_file`), the saved-data panel's actions
(:mod:`.panel`), the saved render (:mod:`.paint`), the tab lock (:mod:`.tablock`)."""
