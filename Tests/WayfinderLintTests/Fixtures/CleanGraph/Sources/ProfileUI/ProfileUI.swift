// ProfileUI of the CleanGraph fixture.
