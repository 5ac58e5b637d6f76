import { Icon } from '../../../ui/Icon';
import { mediaSize } from '../../../ui/media';
import styles from '../Member.module.css';

/** The member's round picture, or the user icon while none is set. */
export function MemberAvatar({ url, alt }: { url: string; alt: string }) {
  return (
    <span className={styles.avatar}>
      {url ? <img src={url} alt={alt} {...mediaSize.avatar} /> : <Icon name="user" />}
    </span>
  );
}
