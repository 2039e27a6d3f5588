// App of the BrokenGraph fixture.
