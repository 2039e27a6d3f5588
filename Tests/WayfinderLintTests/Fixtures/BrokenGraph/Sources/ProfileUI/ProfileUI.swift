// ProfileUI of the BrokenGraph fixture.
