-- The demo sites' anchors (seeded before the column existed) get the sport each is known for, so
-- the streamers' rota casts them on it; anchors an operator made keep null (any sport).
UPDATE "anchor" AS a SET "sport" = d.sport, "focus" = d.focus
FROM (VALUES
  ('球评老王', 'football', '欧陆'),
  ('篮球阿杰', 'basketball', ''),
  ('电竞一姐小鹿', 'esports', '英雄联盟'),
  ('大鹏聊球', 'football', ''),
  ('糖糖爱篮球', 'basketball', ''),
  ('刀塔老张', 'esports', 'DOTA2'),
  ('阿宁说球', 'football', ''),
  ('狙神小K', 'esports', 'CS2'),
  ('王者阿月', 'esports', '王者荣耀'),
  ('足球百晓生', 'football', ''),
  ('三分王阿豪', 'basketball', ''),
  ('边路快马', 'football', ''),
  ('战术板老陈', 'football', ''),
  ('小雨电竞', 'esports', ''),
  ('点球大师', 'football', ''),
  ('篮下霸主', 'basketball', ''),
  ('峡谷军师', 'esports', '英雄联盟'),
  ('绿茵小诗', 'football', ''),
  ('夜猫看球', 'football', '美洲'),
  ('极速老李', 'football', '')
) AS d(nick, sport, focus)
WHERE a.nick = d.nick AND a.site_id IN (5000, 5001) AND a.sport IS NULL;
