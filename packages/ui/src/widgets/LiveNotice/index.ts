export { LiveNotice, type LiveNoticeProps, type Notice } from './LiveNotice';
