import type { SponsorSeed } from '../modules/sponsor';
import { escapeXml, FONT } from './svg';

/** A crest-like round badge: the sponsor's initials on its colours, drawn so the repository ships no binary. */
const badgeSvg = (glyph: string, from: string, to: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <path d="M80 8 146 32v46c0 38-28 64-66 76C42 142 14 116 14 78V32z" fill="url(#g)"/>
  <path d="M80 20 134 40v38c0 30-22 52-54 62-32-10-54-32-54-62V40z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
  <text x="80" y="98" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(glyph)}</text>
</svg>`;

export const sponsorMedia = [
  { id: 'sponsor-red-star.svg', body: badgeSvg('红星', '#e53935', '#8e0000') },
  { id: 'sponsor-blue-harbour.svg', body: badgeSvg('蓝港', '#1e88e5', '#0d47a1') },
  { id: 'sponsor-thunder.svg', body: badgeSvg('雷霆', '#8e24aa', '#311b92') },
  { id: 'sponsor-youth.svg', body: badgeSvg('青训', '#43a047', '#1b5e20') },
  { id: 'sponsor-coast.svg', body: badgeSvg('滨海', '#fb8c00', '#e65100') },
];

/**
 * The demo's sponsorships. Tiers 5, 4, 2, 2, 1: three values below 3, the most the sponsor setting
 * allows, so the console's refusal of a fourth can be tried at once. The two football clubs are the
 * demo feed's banner teams (their names do not depend on the feed's random draw), so their detail
 * pages list real coming matches.
 */
export const demoSponsors: readonly SponsorSeed[] = [
  {
    name: '红星城足球俱乐部',
    kind: 'club',
    logoUrl: '/media/sponsor-red-star.svg',
    tier: 5,
    summary: '球衣胸前广告与主场冠名',
    story:
      '红星城是联赛中历史最悠久的俱乐部之一。自 2025 赛季起，Courtside 成为红星城的全球合作伙伴，品牌出现在一线队球衣胸前与主场看台。双方还共同设立青训奖学金，每年资助 20 名青少年球员。',
    teamSport: 'football',
    teamName: '红星城',
    startsOn: '2025-07-01',
    endsOn: '2028-06-30',
  },
  {
    name: '蓝港联',
    kind: 'club',
    logoUrl: '/media/sponsor-blue-harbour.svg',
    tier: 4,
    summary: '训练服与赛事直播互动',
    story:
      '蓝港联以快速反击闻名。作为官方合作伙伴，Courtside 为球迷带来主场比赛的高清直播与赛前互动，会员可在赛事页面与球队一同迎接每一场对决。',
    teamSport: 'football',
    teamName: '蓝港联',
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
  },
  {
    name: '雷霆电竞',
    kind: 'esports',
    logoUrl: '/media/sponsor-thunder.svg',
    tier: 2,
    summary: '英雄联盟与王者荣耀分部',
    story: '雷霆电竞拥有英雄联盟与王者荣耀两个分部。Courtside 赞助其训练基地与外设装备，并在直播间举办观赛活动。',
    teamSport: null,
    teamName: null,
    startsOn: '2026-03-01',
    endsOn: null,
  },
  {
    name: '城市青训联盟',
    kind: 'team',
    logoUrl: '/media/sponsor-youth.svg',
    tier: 2,
    summary: '青少年足球公益联赛',
    story:
      '城市青训联盟每年组织超过 300 场青少年公益比赛。Courtside 提供场地、装备与交通支持，让更多孩子在球场上成长。',
    teamSport: null,
    teamName: null,
    startsOn: '2025-09-01',
    endsOn: null,
  },
  {
    name: '滨海篮球队',
    kind: 'team',
    logoUrl: '/media/sponsor-coast.svg',
    tier: 1,
    summary: '社区篮球赛季',
    story: '滨海篮球队是扎根社区的业余球队。Courtside 支持其社区赛季的场地租用与球迷日活动。',
    teamSport: null,
    teamName: null,
    startsOn: '2026-05-01',
    endsOn: '2026-12-31',
  },
];
