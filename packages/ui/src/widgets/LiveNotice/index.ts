export { LiveNotice } from './LiveNotice';
export {
  useNotice,
  refusedSubmit,
  fixedNotice,
  sectionAutoHide,
  authAutoHide,
  type Notice,
  type NoticeAutoHide,
  type NoticeControl,
} from './useNotice';
