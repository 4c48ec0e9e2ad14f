// The presence channel App.Mobile (spec 01 §4, §6): every signed-in shell joins it and whispers
// 'navigate' with its current route on each navigation (and again when someone joins, so the newcomer
// learns where everyone is). /live-users lists the members with their routes; SuperAdmin sees the
// count as a badge in the top bar.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { sessionState } from '../lib/session-store';
import { joinPresence, type Member, type Presence } from '../realtime';

export const LIVE_USERS_CHANNEL = 'App.Mobile';

export interface LiveUser extends Member { route?: string; since: number }

export const liveUsersState = proxy<{ members: Record<number, LiveUser> }>({ members: {} });

let channel: Presence | null = null;
let currentRoute = '';
const myId = () => sessionState.user?.id;
const announce = () => {
  const id = myId();
  if (id && currentRoute) channel?.whisper('navigate', { id, route: currentRoute });
};

function setMember(m: Member) {
  const prev = liveUsersState.members[m.id];
  liveUsersState.members[m.id] = { ...m, route: prev?.route ?? (m.id === myId() ? currentRoute : undefined), since: prev?.since ?? Date.now() };
}

/** The shell: joins App.Mobile while signed in and tells the others each route it goes to. */
export function useLiveUsersPresence(): void {
  const { user } = useSnapshot(sessionState);
  const userId = user?.id;
  const token = user?.token;
  const href = useRouterState({ select: (s) => s.location.href });
  useEffect(() => {
    if (!userId) return;
    liveUsersState.members = {};
    // After the realtime hook's (re)connect, which runs in a microtask of the same commit.
    const timer = setTimeout(() => { channel = joinPresence(LIVE_USERS_CHANNEL, {
      here: (list) => { liveUsersState.members = {}; for (const m of list) setMember(m); announce(); },
      joining: (m) => { setMember(m); announce(); },
      leaving: (m) => { delete liveUsersState.members[m.id]; },
      whispers: {
        navigate: (d: { id?: unknown; route?: unknown }) => {
          const m = liveUsersState.members[Number(d?.id)];
          if (m && typeof d.route === 'string') m.route = d.route.slice(0, 300);
        },
      },
    }); }, 0);
    return () => { clearTimeout(timer); channel?.leave(); channel = null; liveUsersState.members = {}; };
  }, [userId, token]);
  useEffect(() => {
    currentRoute = href;
    const me = userId ? liveUsersState.members[userId] : undefined;
    if (me) me.route = href;
    announce();
  }, [href, userId]);
}

/**
 * The connected users, oldest first. The privileged-user rule (core/presence.ts) is the server's: a
 * hidden user never reaches the members who may not see it.
 */
export function useLiveUsers(): LiveUser[] {
  const { members } = useSnapshot(liveUsersState);
  return Object.values(members).sort((a, b) => a.since - b.since || a.id - b.id) as LiveUser[];
}
