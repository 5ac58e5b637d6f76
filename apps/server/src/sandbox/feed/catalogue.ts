import type { SportId } from '@courtside/contract';
import { createPrng, type Prng, type RateParams, type TeamRating } from '@courtside/domain/pricing';

/**
 * The simulator's competitions and clubs: fictional, believable zh-CN names (the demo banners' 红星城
 * and 蓝港联 among them), colours for their crests, and hidden strengths the pricing models read.
 * Everything is drawn from one seed, so every run of the demo has the same world.
 */
/**
 * The simulated leagues' scoring: about 2.7 goals a match once the clubs' spread of strengths is
 * counted, like the big European leagues. The story and the prices both read it.
 */
export const SIM_FOOTBALL_RATES: RateParams = { goalsPerTeam: 1.12 };

export interface SimTeam {
  ref: string;
  sport: SportId;
  name: string;
  shortName: string;
  colours: [string, string];
  /** Football: attack and defence on the log scale; basketball: points better than average; esports: Elo. */
  rating: TeamRating;
  power: number;
}

export interface SimLeague {
  ref: string;
  sport: SportId;
  name: string;
  shortName: string;
  region: string;
  priority: number;
  /** Esports title, which names the maps and objectives. */
  title: 'lol' | 'dota2' | 'cs2' | 'hok' | null;
  /** Best of N for esports series (0 otherwise). */
  bestOf: number;
  teams: SimTeam[];
}

const FOOTBALL_LEAGUES = [
  ['fb-dc', '东海超级联赛', '东超', '华东', 96],
  ['fb-bj', '北方甲级联赛', '北甲', '华北', 90],
  ['fb-ny', '南粤职业联赛', '南粤', '华南', 86],
  ['fb-xg', '西部冠军联赛', '西冠', '西部', 80],
  ['fb-hh', '环湖超级联赛', '湖超', '华中', 76],
  ['fb-sh', '山海联赛', '山海', '东北', 70],
  ['fb-ol', '欧陆超级联赛', '欧超', '欧洲', 94],
  ['fb-mz', '美洲职业联赛', '美职', '美洲', 72],
] as const;

const BASKETBALL_LEAGUES = [
  ['bk-gl', '全国篮球联赛', '国篮', '全国', 92],
  ['bk-cs', '城市篮球联赛', '城篮', '全国', 78],
  ['bk-zj', '洲际篮球杯', '洲际杯', '国际', 84],
  ['bk-nf', '北方篮球联赛', '北篮', '华北', 74],
  ['bk-nd', '南方篮球联赛', '南篮', '华南', 72],
  ['bk-yz', '亚洲篮球冠军赛', '亚冠篮', '亚洲', 80],
] as const;

const ESPORTS_LEAGUES = [
  ['es-lol', '英雄联盟职业联赛', 'LPL', 'lol', 3, 95],
  ['es-dota', 'DOTA2 精英联赛', 'DEL', 'dota2', 3, 82],
  ['es-cs', 'CS2 大师赛', 'CSM', 'cs2', 3, 85],
  ['es-hok', '王者荣耀职业联赛', 'KPL', 'hok', 5, 93],
  ['es-ldl', '英雄联盟发展联赛', 'LDL', 'lol', 3, 76],
  ['es-cso', 'CS2 亚洲公开赛', 'CSA', 'cs2', 3, 74],
] as const;

const CITIES = [
  '红星',
  '蓝港',
  '金陵',
  '临江',
  '青州',
  '云梦',
  '白鹭',
  '望海',
  '长风',
  '松原',
  '明湖',
  '赤城',
  '龙泉',
  '凤栖',
  '嘉禾',
  '东陵',
  '西岭',
  '南屿',
  '北辰',
  '锦江',
  '海曙',
  '天河',
  '秦川',
  '沧澜',
  '雁门',
  '玉泉',
  '霞浦',
  '楚天',
  '晴川',
  '梧桐',
  '苍山',
  '银滩',
  '枫林',
  '紫荆',
  '星海',
  '翠湖',
  '鹿鸣',
  '黄沙',
  '铁岭',
  '碧溪',
  '云台',
  '广陵',
  '清河',
  '潮州',
  '象山',
  '长岛',
  '落霞',
  '石湾',
  '江城',
  '柳州',
  '洱海',
  '骊山',
  '朝阳',
  '雪峰',
  '松江',
  '桃源',
  '鹤岗',
  '泉城',
  '海棠',
  '雾都',
  '金沙',
  '春城',
  '冰城',
  '鹏城',
  '榕城',
  '蓉城',
  '鹭岛',
  '羊城',
];
const FOOTBALL_SUFFIXES = ['联', '城', '竞技', '足球俱乐部', '流浪者', '体育', '队', '卫士', '猎鹰', '雄狮'];
const BASKETBALL_SUFFIXES = ['猛龙', '飞鹰', '雷霆', '巨人', '火箭', '猎豹', '烈焰', '骑士', '战神', '金牛'];
const ESPORTS_NAMES = [
  ['星火', 'SF'],
  ['破晓', 'DAWN'],
  ['苍穹', 'SKY'],
  ['烈风', 'GALE'],
  ['零度', 'ZERO'],
  ['极光', 'AUR'],
  ['天启', 'APX'],
  ['雷鸣', 'THD'],
  ['夜枭', 'OWL'],
  ['赤焰', 'RED'],
  ['潮汐', 'TIDE'],
  ['青龙', 'AZD'],
  ['白虎', 'WTG'],
  ['玄武', 'BLK'],
  ['朱雀', 'VRM'],
  ['幻影', 'PHM'],
  ['银河', 'GLX'],
  ['启明', 'VNS'],
  ['风暴', 'STM'],
  ['狂澜', 'WAV'],
  ['锋芒', 'EDG3'],
  ['飞羽', 'FTH'],
  ['墨羽', 'INK'],
  ['流星', 'MTR'],
  ['凌霄', 'ZEN'],
  ['长夜', 'NGT'],
  ['北斗', 'DPR'],
  ['天枢', 'AXS'],
  ['玄甲', 'ARM'],
  ['逐日', 'SUN'],
  ['惊蛰', 'WAKE'],
  ['霜刃', 'FRST'],
  ['疾风', 'SWFT'],
  ['神威', 'MGT'],
  ['破军', 'BRK'],
  ['昆仑', 'KLN'],
  ['蓬莱', 'PLI'],
  ['九霄', 'NINE'],
  ['太初', 'ORG'],
  ['曜石', 'OBS'],
  ['鸿鹄', 'SWN'],
  ['紫电', 'VLT'],
  ['青锋', 'BLD'],
  ['踏浪', 'SURF'],
  ['焚天', 'BLZ'],
  ['寒星', 'CSTR'],
  ['归墟', 'ABY'],
  ['望舒', 'MOON'],
  ['羲和', 'DAY'],
  ['烛龙', 'TRCH'],
  ['鲲鹏', 'KUN'],
  ['白泽', 'BZE'],
  ['重明', 'LGT'],
  ['执剑', 'SWD'],
  ['星陨', 'FALL'],
  ['无双', 'UNQ'],
  ['扶摇', 'RISE'],
  ['浮光', 'GLM'],
  ['赤霄', 'CRM'],
  ['云帆', 'SAIL'],
  ['醒狮', 'LION'],
  ['飞鸿', 'HONG'],
] as const;
const COLOURS = [
  '#d7263d',
  '#1b98e0',
  '#f49d37',
  '#2e933c',
  '#6c4ab6',
  '#ffd23f',
  '#0b3954',
  '#e4572e',
  '#17bebb',
  '#9a031e',
  '#3a86ff',
  '#8338ec',
  '#06d6a0',
  '#ef476f',
  '#118ab2',
  '#073b4c',
  '#ff7f11',
  '#2b2d42',
  '#8d0801',
  '#4f772d',
];

// Sized like real competitions, and large enough that, with each club playing at most once a day,
// the demo always has matches of every sport in play (the simulator's schedule).
const FOOTBALL_TEAMS_PER_LEAGUE = 16;
const BASKETBALL_TEAMS_PER_LEAGUE = 12;
const ESPORTS_TEAMS_PER_LEAGUE = 10;

/** A normal draw (Box-Muller), for the hidden strengths. */
const normal = (prng: Prng, sd: number): number =>
  Math.sqrt(-2 * Math.log(1 - prng.nextFloat())) * Math.cos(2 * Math.PI * prng.nextFloat()) * sd;

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** Draws `count` distinct entries from a pool the draw removes them from. */
const draw = <T>(prng: Prng, pool: T[], count: number): T[] => {
  const out: T[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) out.push(pool.splice(prng.nextInt(pool.length), 1)[0]!);
  return out;
};

const colours = (prng: Prng): [string, string] => {
  const first = COLOURS[prng.nextInt(COLOURS.length)]!;
  let second = COLOURS[prng.nextInt(COLOURS.length)]!;
  while (second === first) second = COLOURS[prng.nextInt(COLOURS.length)]!;
  return [first, second];
};

/** The whole simulated world for a seed. */
export function buildCatalogue(seed: number): SimLeague[] {
  const prng = createPrng(seed);
  // The demo banners show these two clubs; they open the first league and appear nowhere else.
  const banner = ['红星', '蓝港'];
  const citiesFor = () => CITIES.filter((city) => !banner.includes(city));
  const names = new Set<string>();
  // Each league draws its cities afresh (a city has clubs in several leagues and sports); a name
  // already taken gets another suffix.
  const uniqueName = (city: string, suffixes: readonly string[]) => {
    for (let tries = 0; tries < suffixes.length * 2; tries++) {
      const name = `${city}${suffixes[prng.nextInt(suffixes.length)]}`;
      if (!names.has(name)) return name;
    }
    const free = suffixes.map((suffix) => `${city}${suffix}`).find((name) => !names.has(name));
    return free ?? `${city}${names.size}`;
  };
  const leagues: SimLeague[] = [];

  FOOTBALL_LEAGUES.forEach(([ref, name, shortName, region, priority], index) => {
    const picked =
      index === 0
        ? [...banner, ...draw(prng, citiesFor(), FOOTBALL_TEAMS_PER_LEAGUE - 2)]
        : draw(prng, citiesFor(), FOOTBALL_TEAMS_PER_LEAGUE);
    const teams = picked.map((city, i): SimTeam => {
      const name = index === 0 && i < 2 ? `${city}${i === 0 ? '城' : '联'}` : uniqueName(city, FOOTBALL_SUFFIXES);
      names.add(name);
      const attack = clamp(normal(prng, 0.22), 0.7);
      const defence = clamp(normal(prng, 0.2), 0.7);
      return {
        ref: `${ref}-t${i + 1}`,
        sport: 'football',
        name,
        shortName: city,
        colours: colours(prng),
        rating: { attack, defence },
        power: attack - defence,
      };
    });
    leagues.push({ ref, sport: 'football', name, shortName, region, priority, title: null, bestOf: 0, teams });
  });

  for (const [ref, name, shortName, region, priority] of BASKETBALL_LEAGUES) {
    const teams = draw(prng, citiesFor(), BASKETBALL_TEAMS_PER_LEAGUE).map((city, i): SimTeam => {
      const power = clamp(normal(prng, 5), 14);
      const name = uniqueName(city, BASKETBALL_SUFFIXES);
      names.add(name);
      return {
        ref: `${ref}-t${i + 1}`,
        sport: 'basketball',
        name,
        shortName: city,
        colours: colours(prng),
        rating: { attack: power, defence: 0 },
        power,
      };
    });
    leagues.push({ ref, sport: 'basketball', name, shortName, region, priority, title: null, bestOf: 0, teams });
  }

  const esportsNames = [...ESPORTS_NAMES];
  for (const [ref, name, shortName, title, bestOf, priority] of ESPORTS_LEAGUES) {
    const teams = draw(prng, esportsNames, ESPORTS_TEAMS_PER_LEAGUE).map(([teamName, tag], i): SimTeam => {
      const power = 1500 + clamp(normal(prng, 110), 320);
      return {
        ref: `${ref}-t${i + 1}`,
        sport: 'esports',
        name: `${teamName}电竞`,
        shortName: tag,
        colours: colours(prng),
        rating: { attack: power, defence: 0 },
        power,
      };
    });
    leagues.push({ ref, sport: 'esports', name, shortName, region: '国际', priority, title, bestOf, teams });
  }
  return leagues;
}
