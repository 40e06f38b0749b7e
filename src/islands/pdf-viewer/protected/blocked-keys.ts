// The shortcuts the protected viewer refuses (spec §2): PrintScreen, Ctrl/Cmd+P and F12. Only
// these: every other key (Tab, arrows, Page Up/Down, +/−, screen-reader commands) goes through.
export function isBlockedShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  if (event.key === 'PrintScreen' || event.key === 'F12') return true;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p';
}
