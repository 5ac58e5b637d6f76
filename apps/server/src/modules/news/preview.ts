/**
 * The match preview template (赛前前瞻): Chinese text written only from the facts it is given — the
 * teams' recent results, their past meetings and the main market's prices — so it cannot say more
 * than the data does. Pure and deterministic: the same facts give the same article.
 */

export interface PastResult {
  kickoffAt: string;
  homeId: number;
  awayId: number;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

export interface PreviewFacts {
  leagueName: string;
  kickoffAt: string;
  home: { id: number; name: string };
  away: { id: number; name: string };
  /** Ended matches the feed has, newest first (any teams; the template picks what it needs). */
  results: readonly PastResult[];
  /** Full-time 1X2 decimal odds x 1000, or null while the market is not open. */
  prices: { home: number; draw: number; away: number } | null;
}

export interface PreviewText {
  title: string;
  summary: string;
  body: string;
}

const FORM_MATCHES = 5;
const H2H_MATCHES = 5;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** Within this ratio of each other, the two sides' prices say the match is close. */
const CLOSE_RATIO = 1.15;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pad = (n: number): string => String(n).padStart(2, '0');

/** Beijing time as 5月20日 19:30 (China keeps no daylight saving, so a fixed offset is exact). */
const beijing = (iso: string, withTime: boolean): string => {
  const d = new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS);
  const date = `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
  return withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date;
};

export const oddsText = (odds: number): string => (odds / 1000).toFixed(2);

interface Form {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  marks: string[];
}

/** A team's last few results from its own side of each score. */
export const formOf = (teamId: number, results: readonly PastResult[]): Form => {
  const form: Form = { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, marks: [] };
  for (const r of results) {
    if (form.played === FORM_MATCHES) break;
    if (r.homeId !== teamId && r.awayId !== teamId) continue;
    const own = r.homeId === teamId ? r.homeScore : r.awayScore;
    const other = r.homeId === teamId ? r.awayScore : r.homeScore;
    form.played += 1;
    form.scored += own;
    form.conceded += other;
    if (own > other) {
      form.won += 1;
      form.marks.push('胜');
    } else if (own === other) {
      form.drawn += 1;
      form.marks.push('平');
    } else {
      form.lost += 1;
      form.marks.push('负');
    }
  }
  return form;
};

const formParagraph = (name: string, form: Form): string =>
  form.played === 0
    ? `<p>${escapeHtml(name)}：暂无近期已完赛的比赛数据。</p>`
    : `<p>${escapeHtml(name)}：近 ${form.played} 场 ${form.won} 胜 ${form.drawn} 平 ${form.lost} 负，` +
      `进 ${form.scored} 球、失 ${form.conceded} 球（由近及远：${form.marks.join(' ')}）。</p>`;

/** How the prices read: the side priced shortest is the one the market favours. */
export const priceReading = (home: string, away: string, p: { home: number; draw: number; away: number }): string => {
  const shorter = Math.min(p.home, p.away);
  const longer = Math.max(p.home, p.away);
  if (longer / shorter < CLOSE_RATIO) return '主客双方的独赢赔率接近，市场认为两队实力相当。';
  if (p.draw < shorter) return '平局赔率最低，市场预期双方难分胜负。';
  const favourite = p.home < p.away ? home : away;
  return `${favourite}的独赢赔率更低，市场更看好${favourite}。`;
};

/** The preview article of one match from its facts. */
export const writePreview = (facts: PreviewFacts): PreviewText => {
  const home = facts.home.name;
  const away = facts.away.name;
  const homeForm = formOf(facts.home.id, facts.results);
  const awayForm = formOf(facts.away.id, facts.results);
  const meetings = facts.results
    .filter(
      (r) =>
        (r.homeId === facts.home.id && r.awayId === facts.away.id) ||
        (r.homeId === facts.away.id && r.awayId === facts.home.id),
    )
    .slice(0, H2H_MATCHES);
  const homeWins = meetings.filter((r) =>
    r.homeId === facts.home.id ? r.homeScore > r.awayScore : r.awayScore > r.homeScore,
  ).length;
  const draws = meetings.filter((r) => r.homeScore === r.awayScore).length;
  const awayWins = meetings.length - homeWins - draws;

  const reading = facts.prices ? priceReading(home, away, facts.prices) : null;
  const when = beijing(facts.kickoffAt, true);
  const title = `${facts.leagueName}：${home} vs ${away} 赛前前瞻`;
  const summary = `${facts.leagueName}，${home}主场迎战${away}，北京时间${when}开赛。${reading ?? '主要盘口暂未开出。'}`;

  const parts: string[] = [
    '<h2>比赛信息</h2>',
    `<p>${escapeHtml(facts.leagueName)}，${escapeHtml(home)}主场迎战${escapeHtml(away)}，北京时间${when}开赛。</p>`,
    '<h2>近期状态</h2>',
    formParagraph(home, homeForm),
    formParagraph(away, awayForm),
    '<h2>历史交锋</h2>',
  ];
  if (meetings.length === 0) {
    parts.push('<p>数据中暂无两队的交锋记录。</p>');
  } else {
    parts.push(
      `<p>两队近 ${meetings.length} 次交锋，${escapeHtml(home)} ${homeWins} 胜，平局 ${draws} 次，${escapeHtml(away)} ${awayWins} 胜。</p>`,
      `<ul>${meetings
        .map(
          (r) =>
            `<li>${beijing(r.kickoffAt, false)} ${escapeHtml(r.homeName)} ${r.homeScore}-${r.awayScore} ${escapeHtml(r.awayName)}</li>`,
        )
        .join('')}</ul>`,
    );
  }
  parts.push('<h2>即时赔率</h2>');
  if (facts.prices && reading) {
    parts.push(
      `<p>全场独赢：主胜 ${oddsText(facts.prices.home)}，平局 ${oddsText(facts.prices.draw)}，客胜 ${oddsText(facts.prices.away)}。</p>`,
      `<p>${escapeHtml(reading)}</p>`,
    );
  } else {
    parts.push('<p>全场独赢盘口暂未开出。</p>');
  }
  parts.push(
    '<blockquote>本文由系统根据赛事数据自动生成，赔率随时变动，请以投注时为准。理性投注，量力而行。</blockquote>',
  );
  return { title, summary, body: parts.join('') };
};
