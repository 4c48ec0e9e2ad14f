// Per-user pushes (spec 01 §7: the private channel 'Application'). Features that want to reach one
// signed-in user (notifications, approvals) call sendToUser; the realtime server subscribes as a sink
// and delivers to that user's sockets. Decoupled so a feature never imports the websocket server, and
// so a process without realtime (or a test) simply has no sink.

export interface UserEvent {
  tenantId: number;
  userId: number;
  /** Event name as the client listens for it, e.g. '.notification'. */
  event: string;
  data: unknown;
}

type Sink = (e: UserEvent) => void;
const sinks = new Set<Sink>();

/** Registers a receiver of per-user events; returns the function that removes it. */
export function onUserEvent(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Sends an event to every connection of one user of one tenant. Never throws into the caller. */
export function sendToUser(e: UserEvent): void {
  for (const sink of sinks) {
    try {
      sink(e);
    } catch (err) {
      console.error('sendToUser sink failed', err);
    }
  }
}

/** A tenant's sessions or access changed outside the record pipeline (logout): sockets are re-checked. */
export interface SessionChange { tenantId: number; userId?: number }
type SessionSink = (e: SessionChange) => void;
const sessionSinks = new Set<SessionSink>();

export function onSessionsChanged(sink: SessionSink): () => void {
  sessionSinks.add(sink);
  return () => sessionSinks.delete(sink);
}

/** Call after a session ends (its token row deleted and committed). Never throws into the caller. */
export function sessionsChanged(e: SessionChange): void {
  for (const sink of sessionSinks) {
    try { sink(e); } catch (err) { console.error('sessionsChanged sink failed', err); }
  }
}
