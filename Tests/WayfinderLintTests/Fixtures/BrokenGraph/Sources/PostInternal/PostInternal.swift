// PostInternal of the BrokenGraph fixture.
