import Wayfinder
import WayfinderCore

// Docs/Guides/LeaveGuards.md uses EditProfileRoute from the shared routes; nothing else.
