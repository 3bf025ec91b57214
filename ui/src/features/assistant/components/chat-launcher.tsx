import { Suspense, lazy, useEffect, useState } from 'react';
import './chat-launcher.css';

const ChatWidget = lazy(() => import('./chat-widget'));

/**
 * The floating "Ask Dexter Jr." button on every page but home (where the chat has its own
 * section). The chat's code loads only when it is first opened; Escape closes it.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {opened && (
        <section className="chat-launcher__panel" aria-label="Chat with Dexter Jr." hidden={!open}>
          <Suspense fallback={<p className="chat-launcher__loading">Loading the chat…</p>}>
            <ChatWidget autoFocus={open} />
          </Suspense>
        </section>
      )}
      <button
        type="button"
        className="btn btn--primary chat-launcher"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      >
        {open ? 'Close chat' : 'Ask Dexter Jr.'}
      </button>
    </>
  );
}
