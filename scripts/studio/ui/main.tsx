// The studio's page: the merchant list at /__studio/ of the studio's host, a merchant's editor at
// /__studio/edit of that merchant's <code>.localhost host (so its preview is a page of the same origin).
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { MerchantList } from './MerchantList';
import { STUDIO_BASE } from './api';
import './studio.css';

const LOCAL_SUFFIX = '.localhost';
const host = location.hostname.toLowerCase();
const code = host.endsWith(LOCAL_SUFFIX) ? host.slice(0, -LOCAL_SUFFIX.length) : undefined;
const editing = location.pathname.startsWith(`${STUDIO_BASE}/edit`) && code;

createRoot(document.getElementById('studio')!).render(editing ? <Editor code={code} /> : <MerchantList />);
