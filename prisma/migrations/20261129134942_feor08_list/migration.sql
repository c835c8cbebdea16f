-- FEOR-08 complete (issue 25): the 21 items stored before keep their keys (records hold keys);
-- their names become KSH's (4111 is Titkár(nő), 4112 Általános irodai adminisztrátor) and
-- their positions the code order of the full list, whose other 464 items the reference seed adds.
UPDATE "StaticItem" s SET "name" = v.name, "position" = v.position
FROM (VALUES
  (1, '2410 Egyetemi, főiskolai oktató, tanár', 93),
  (2, '2421 Középiskolai tanár', 94),
  (3, '2422 Középfokú nevelési-oktatási intézményi szakoktató, gyakorlati oktató', 95),
  (4, '2431 Általános iskolai tanár, tanító', 96),
  (5, '2432 Csecsemő- és kisgyermeknevelő, óvodapedagógus', 97),
  (6, '2491 Pedagógiai szakértő, szaktanácsadó', 100),
  (7, '2492 Nyelvtanár (iskolarendszeren kívül)', 101),
  (8, '2493 Zenetanár (iskolarendszeren kívül)', 102),
  (9, '2494 Egyéb művészetek tanára (iskolarendszeren kívül)', 103),
  (10, '2495 Informatikatanár (iskolarendszeren kívül)', 104),
  (11, '2513 Könyvvizsgáló, könyvelő, könyvszakértő', 108),
  (12, '2717 Szakképzett edző, sportszervező, -irányító', 139),
  (13, '3142 Informatikai és kommunikációs rendszerek felhasználóit támogató technikus', 169),
  (14, '3410 Oktatási asszisztens', 210),
  (15, '3515 Ifjúságsegítő', 215),
  (16, '4111 Titkár(nő)', 253),
  (17, '4112 Általános irodai adminisztrátor', 254),
  (18, '4121 Könyvelő (analitikus)', 257),
  (19, '4122 Bérelszámoló', 258),
  (20, '5134 Szakács', 293),
  (21, '9112 Intézményi takarító és kisegítő', 460)
) AS v(key, name, position)
WHERE s."list" = 'feor_numbers' AND s."key" = v.key;
