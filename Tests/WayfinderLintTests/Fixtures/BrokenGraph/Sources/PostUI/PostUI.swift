// PostUI of the BrokenGraph fixture.
