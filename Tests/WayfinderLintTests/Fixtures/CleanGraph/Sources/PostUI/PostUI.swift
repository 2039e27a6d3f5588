// PostUI of the CleanGraph fixture.
