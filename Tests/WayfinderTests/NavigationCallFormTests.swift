import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@MainActor
@Suite("One call in two forms: live and recorded")
struct NavigationCallFormTests {
    @Test func liveCallsCompareTheirRoutesByValue() {
        #expect(NavigationCall.push(route: PostRoute(id: 1)) == .push(route: PostRoute(id: 1)))
        #expect(NavigationCall.push(route: PostRoute(id: 1)) != .push(route: PostRoute(id: 2)))
        #expect(NavigationCall.push(route: PostRoute(id: 1)) != .navigate(route: PostRoute(id: 1)))
        #expect(NavigationCall.popToType(route: HomeRoute.self) == .popToType(route: HomeRoute.self))
        #expect(NavigationCall.popToType(route: HomeRoute.self) != .popToType(route: PostRoute.self))
        let first = NoteRoute(note: Note(text: "a"))
        let second = NoteRoute(note: Note(text: "b"))
        #expect(NavigationCall.push(route: first) != .push(route: second), "in-app-only routes print alike")
        #expect(NavigationCall.push(route: first).summary == NavigationCall.push(route: second).summary)
    }

    @Test func aLiveCallPrintsAsItsRecord() {
        let call = NavigationCall.setStack(routes: [HomeRoute(), PostRoute(id: 6)])
        #expect(
            call.recorded == .setStack(routes: [RecordedRoute(HomeRoute()), RecordedRoute(PostRoute(id: 6))]))
        #expect(call.summary == call.recorded.summary)
        #expect(call.description == "setStack([home, post/6])")
        #expect(NavigationCall.popToType(route: HomeRoute.self).recorded == .popToType(route: "home"))
    }

    @Test func theRecordIsWrittenAsTheJournalAlwaysWroteIt() throws {
        let call = NavigationCall.push(route: PostRoute(id: 42), options: .singleTop).recorded
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(call), as: UTF8.self)
        #expect(text == #"{"push":{"options":1,"route":{"route":"post\/:id","url":"post\/42"}}}"#)
        #expect(try JSONDecoder().decode(RecordedCall.self, from: Data(text.utf8)) == call)
    }

    @Test func aFinishedValueIsRecordedAsItsTypeUnderTheKeyJournalsAlwaysWrote() throws {
        let call = NavigationCall.finish(value: FinishedValue(42)).recorded
        #expect(call == .finish(value: "Int"))
        let text = String(decoding: try JSONEncoder().encode(call), as: UTF8.self)
        #expect(text == #"{"finish":{"resultType":"Int"}}"#)
        #expect(try JSONDecoder().decode(RecordedCall.self, from: Data(text.utf8)) == call)
        #expect(NavigationCall.finish(value: FinishedValue(1)) != .finish(value: FinishedValue(2)))
    }

    @Test func aPushPayloadIsComparedWholeAndRecordedAsTheOpenOfItsLink() {
        let payload: PushPayload = ["url": "myapp://post/7", "badge": 2]
        let call = NavigationCall.openPushPayload(payload: payload)
        #expect(call != .openPushPayload(payload: ["url": "myapp://post/7"]))
        #expect(call.recorded == .open(url: "myapp://post/7"))
        #expect(
            NavigationCall.openPushPayload(payload: payload, placement: .appendToCurrentStack).recorded
                == .openPlaced(url: "myapp://post/7", placement: .appendToCurrentStack))
        #expect(NavigationCall.openPushPayload(payload: ["title": "Hello"]).recorded == .open(url: ""))
        #expect(call.summary == "open myapp://post/7")
    }

    @Test func resumingOrDiscardingAPendingNavigationIsNotReplayed() {
        #expect(NavigationCall.resumePendingNavigation.recorded.notReplayableReason != nil)
        #expect(NavigationCall.discardPendingNavigation.recorded.notReplayableReason != nil)
        #expect(NavigationCall.resumePendingNavigation != .discardPendingNavigation)
    }

    @Test func aRecordResolvesToTheLiveCallAgainstTheRegistry() {
        let app = TestApp(root: HomeRoute())
        let calls: [NavigationCall] = [
            .push(route: PostRoute(id: 3)), .popToType(route: HomeRoute.self),
            .setStack(routes: [HomeRoute(), ProfileRoute(user: "ada")]),
        ]
        for call in calls {
            #expect(app.navigator.resolve(call.recorded) == call, "\(call)")
        }
        #expect(app.navigator.resolve(.push(route: RecordedRoute(route: "gone/:id", url: "gone/1"))) == nil)
        #expect(app.navigator.resolve(.push(route: RecordedRoute(NoteRoute(note: Note(text: "a"))))) == nil)
    }
}
