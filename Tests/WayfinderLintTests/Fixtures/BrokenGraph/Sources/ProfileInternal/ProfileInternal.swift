// ProfileInternal of the BrokenGraph fixture.
