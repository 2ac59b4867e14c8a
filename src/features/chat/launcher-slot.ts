/** The header's slot for the chat button: AppLayout renders it empty, the chat part fills it. */
export const CHAT_LAUNCHER_ID = 'chat-launcher';
