// The studio's page: the merchant list at /__studio/ of the studio's host, a merchant's editor at
// /__studio/edit/<code> of the same host (its previews are framed from the merchant's <code>.localhost host).
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { MerchantList } from './MerchantList';
import { STUDIO_BASE } from './api';
import './studio.css';

const EDITOR = new RegExp(`^${STUDIO_BASE}/edit/([a-z0-9-]+)$`);
const code = EDITOR.exec(location.pathname)?.[1];

createRoot(document.getElementById('studio')!).render(code ? <Editor code={code} /> : <MerchantList />);
