// The unreachable-domain modal and the domain-not-available screen (entry §2, §8): the `notice` overlay's view.
export { NoticeView } from './NoticeView';
