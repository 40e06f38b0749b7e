// The protected viewer of shared-folder files (spec §2): the portal's PDF viewer with the member's
// name and masked CPF on every page, no context menu, no stamps, and PrintScreen, Ctrl/Cmd+P and
// F12 refused with 'Ação bloqueada por segurança.' in an alert. It deters copying; it cannot stop
// a camera, which is why the watermark names the member.
import { useCallback, useState } from 'react';
import PdfViewer from '../PdfViewer.tsx';
import { useBlockedKeys } from './use-blocked-keys.ts';
import './protected-viewer.css';

type Props = { src: string; title: string; watermark: string; blockedMessage: string };

export default function ProtectedPdfViewer({ src, title, watermark, blockedMessage }: Props) {
  // A new node per refusal, so pressing the same key twice is announced twice.
  const [refusals, setRefusals] = useState(0);
  const onBlocked = useCallback(() => setRefusals((count) => count + 1), []);
  useBlockedKeys(onBlocked);

  return (
    <div className="protected-viewer">
      <div className="protected-viewer__alert" role="alert">
        {refusals > 0 && <p key={refusals}>{blockedMessage}</p>}
      </div>
      <PdfViewer src={src} title={title} watermark={watermark} />
    </div>
  );
}
