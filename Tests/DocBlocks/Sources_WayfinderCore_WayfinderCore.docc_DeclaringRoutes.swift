// doc-blocks: no shared routes
import Wayfinder
import WayfinderCore

@Route("home")
public struct HomeRoute {}
