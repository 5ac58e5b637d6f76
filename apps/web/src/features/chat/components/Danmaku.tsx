import type { ChatWireMessage } from '@courtside/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ChatRoom } from '../api/useChatRoom';
import styles from './Danmaku.module.css';

export type DanmakuDensity = 'low' | 'mid' | 'high';
/** Lanes across the video, and how many lines may fly at once, per density. */
const DENSITY: Record<DanmakuDensity, { lanes: number; max: number }> = {
  low: { lanes: 2, max: 4 },
  mid: { lanes: 4, max: 10 },
  high: { lanes: 6, max: 20 },
};
const SETTINGS_KEY = 'danmaku';

interface Flying {
  id: string;
  text: string;
  lane: number;
}

const saved = (): { on: boolean; density: DanmakuDensity } => {
  try {
    const value = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as {
      on?: unknown;
      density?: unknown;
    } | null;
    const density = value?.density === 'low' || value?.density === 'high' ? value.density : 'mid';
    return { on: value?.on !== false, density };
  } catch {
    return { on: true, density: 'mid' };
  }
};

const lineOf = (message: ChatWireMessage, t: (key: string, options?: Record<string, unknown>) => string) => {
  const { msgType, data, username } = message.content;
  if (msgType === 'text' && typeof data === 'string') return data;
  if (msgType === 'gift' && typeof data === 'object' && data !== null) {
    const gift = data as { giftName: string; count: number };
    return t('live.chat.gift', { name: username ?? '', gift: gift.giftName, count: gift.count });
  }
  return null;
};

/**
 * 弹幕: live chat lines fly across the video (text and gifts), in lanes; at most as many as the
 * density allows are in flight, later ones are skipped. On/off and the density sit under the
 * video, clear of the player's own controls, and are kept on this device.
 */
export function DanmakuStage({ chat, children }: { chat: ChatRoom; children: ReactNode }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(saved);
  const [flying, setFlying] = useState<Flying[]>([]);
  const { lanes, max } = DENSITY[settings.density];

  useEffect(() => {
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // private mode: the choice lasts as long as the page
    }
  }, [settings]);

  useEffect(() => {
    if (!settings.on) {
      setFlying([]);
      return;
    }
    let next = 0;
    return chat.subscribe((message) => {
      const text = lineOf(message, t);
      if (!text) return;
      setFlying((current) =>
        current.length >= max ? current : [...current, { id: message.id, text, lane: next++ % lanes }],
      );
    });
  }, [chat.subscribe, settings.on, lanes, max, t]);

  const land = (id: string) => setFlying((current) => current.filter((f) => f.id !== id));
  return (
    <div className={styles.stage}>
      {children}
      <div className={styles.sky} aria-hidden="true" data-testid="danmaku">
        {flying.map((f) => (
          <span
            key={f.id}
            className={styles.bullet}
            style={{ top: `${((f.lane + 0.5) / (lanes + 1)) * 100}%` }}
            onAnimationEnd={() => land(f.id)}
          >
            {f.text}
          </span>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-pressed={settings.on}
          data-testid="danmaku-toggle"
          onClick={() => setSettings((s) => ({ ...s, on: !s.on }))}
        >
          {settings.on ? t('live.chat.danmaku.on') : t('live.chat.danmaku.off')}
        </button>
        {settings.on && (
          <select
            className={styles.control}
            aria-label={t('live.chat.danmaku.density')}
            value={settings.density}
            onChange={(event) => setSettings((s) => ({ ...s, density: event.target.value as DanmakuDensity }))}
          >
            {(['low', 'mid', 'high'] as const).map((d) => (
              <option key={d} value={d}>
                {t(`live.chat.danmaku.${d}`)}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}
