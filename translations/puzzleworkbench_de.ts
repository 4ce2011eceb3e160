<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DailyGameChoice</name>
    <message>
        <source>Today&apos;s Puzzle</source>
        <translation>Heutiges Puzzle</translation>
    </message>
    <message>
        <source>Puzzle of %1</source>
        <translation>Puzzle vom %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>puzzle: daily game</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SolverCounter</name>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>expanded</source>
        <translation>expandiert</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>tasks done</source>
        <translation>erledigte Aufgaben</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>guesses</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>open list</source>
        <translation>offene Liste</translation>
    </message>
    <message>
        <source>f bound</source>
        <translation>f-Schranke</translation>
    </message>
    <message>
        <source>h of the start</source>
        <translation>h des Starts</translation>
    </message>
    <message>
        <source>best h</source>
        <translation>bestes h</translation>
    </message>
    <message>
        <source>tiles placed</source>
        <translation>platzierte Steine</translation>
    </message>
    <message>
        <source>pattern database</source>
        <translation>Musterdatenbank</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>states</source>
        <translation>Zustände</translation>
    </message>
</context>
<context>
    <name>pw::backends::BackendRegistry</name>
    <message>
        <source>&quot;%1&quot; is not a puzzle this program knows</source>
        <translation>„%1“ ist kein Rätsel, das dieses Programm kennt</translation>
    </message>
</context>
<context>
    <name>pw::common::GameBackend</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the position %1 is not between 0 and %2</source>
        <translation>die Stellung %1 liegt nicht zwischen 0 und %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;%2&quot;</source>
        <translation>„%1“ ist nicht „%2“</translation>
    </message>
    <message numerus="yes">
        <source>the %n move(s) played</source>
        <translation>
            <numerusform>der gespielte Zug</numerusform>
            <numerusform>die %n gespielten Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>A text board keeps the position alone: %1, the help given and the time played are not in it (a .json file keeps them).</source>
        <translation>Ein Textbrett hält nur die Stellung fest: %1, die erhaltene Hilfe und die Spielzeit fehlen darin (eine .json-Datei behält sie).</translation>
    </message>
    <message>
        <source>A text board keeps the position alone: %1 and the time played are not in it (a .json file keeps them).</source>
        <translation>Ein Textbrett hält nur die Stellung fest: %1 und die Spielzeit fehlen darin (eine .json-Datei behält sie).</translation>
    </message>
</context>
<context>
    <name>pw::common::GameId</name>
    <message>
        <source>the %1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>the %1 must be a whole number; &apos;%2&apos; is not a digit</source>
        <translation>%1 muss eine ganze Zahl sein; &apos;%2&apos; ist keine Ziffer</translation>
    </message>
    <message>
        <source>the %1 is larger than %2</source>
        <translation>%1 ist größer als %2</translation>
    </message>
    <message>
        <source>game ID</source>
        <translation>Spielkennung</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>Zeichen %1</translation>
    </message>
    <message>
        <source>%1 characters is too long; game IDs have at most %2</source>
        <translation>%1 Zeichen sind zu lang; Spielkennungen haben höchstens %2</translation>
    </message>
    <message>
        <source>empty; a game ID looks like noodles:9x7w#1234</source>
        <translation>leer; eine Spielkennung sieht aus wie noodles:9x7w#1234</translation>
    </message>
    <message>
        <source>expected the puzzle&apos;s name and &apos;:&apos; (as in noodles:9x7w#1234)</source>
        <translation>erwartet wurden der Name des Puzzles und &apos;:&apos; (wie in noodles:9x7w#1234)</translation>
    </message>
    <message>
        <source>this is a &quot;%1&quot; ID, not &quot;%2&quot;</source>
        <translation>dies ist eine „%1“-Kennung, keine „%2“-Kennung</translation>
    </message>
    <message>
        <source>version</source>
        <translation>die Version</translation>
    </message>
    <message>
        <source>expected &apos;#&apos; and a seed, or &apos;:&apos; and a description</source>
        <translation>erwartet wurden &apos;#&apos; und ein Startwert oder &apos;:&apos; und eine Beschreibung</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>der Startwert</translation>
    </message>
    <message>
        <source>the description after &apos;:&apos; is missing</source>
        <translation>die Beschreibung nach &apos;:&apos; fehlt</translation>
    </message>
    <message>
        <source>version %1 is not supported; this program reads game IDs up to version %2</source>
        <translation>Version %1 wird nicht unterstützt; dieses Programm liest Spielkennungen bis Version %2</translation>
    </message>
    <message>
        <source>not a game ID</source>
        <translation>keine Spielkennung</translation>
    </message>
    <message>
        <source>unknown puzzle &quot;%1&quot;; game IDs start with %2</source>
        <translation>unbekanntes Puzzle „%1“; Spielkennungen beginnen mit %2</translation>
    </message>
</context>
<context>
    <name>pw::common::GameIdScanner</name>
    <message>
        <source>the ID ends where %1 should be</source>
        <translation>die Kennung endet, wo %1 stehen sollte</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>erwartet: %1, gefunden: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected %1 (a whole number), found &apos;%2&apos;</source>
        <translation>erwartet: %1 (eine ganze Zahl), gefunden: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3</source>
        <translation>%1 muss zwischen %2 und %3 liegen</translation>
    </message>
    <message>
        <source>expected %1 (a number such as 0.5)</source>
        <translation>erwartet: %1 (eine Zahl wie 0.5)</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after %2</source>
        <translation>unerwartetes &apos;%1&apos; nach %2</translation>
    </message>
</context>
<context>
    <name>pw::common::GameRecordNotes</name>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>must be {&quot;kind&quot;: WORD, &quot;move&quot;: N}</source>
        <translation>muss {&quot;kind&quot;: WORT, &quot;move&quot;: N} sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>muss ein Text sein</translation>
    </message>
    <message>
        <source>must be a number of seconds, 0 or more</source>
        <translation>muss eine Zahl von Sekunden sein, 0 oder mehr</translation>
    </message>
</context>
<context>
    <name>pw::common::JsonFields</name>
    <message>
        <source>field &quot;%1&quot;</source>
        <translation>Feld „%1“</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss ein Array sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
</context>
<context>
    <name>pw::common::PuzzleFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>die oberste Ebene muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>„%1“ erwartet</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation>Version %1 wird nicht unterstützt; dieses Programm liest Version %2</translation>
    </message>
    <message>
        <source>missing; it names the puzzle kind</source>
        <translation>fehlt; es nennt die Puzzleart</translation>
    </message>
    <message>
        <source>this is a &quot;%1&quot; file, not &quot;%2&quot;</source>
        <translation>dies ist eine „%1“-Datei, keine „%2“-Datei</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; files over %2 bytes are refused</source>
        <translation>die Datei hat %1 Bytes; Dateien über %2 Bytes werden abgelehnt</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation>die Datei ist größer als %1 Bytes</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <translation>Schreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>saving failed: %1</source>
        <translation>Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>dies ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not a regular file; it is not read</source>
        <translation>dies ist eine benannte Pipe (FIFO), keine gewöhnliche Datei; sie wird nicht gelesen</translation>
    </message>
    <message>
        <source>this is a device, not a regular file; it is not read</source>
        <translation>dies ist ein Gerät, keine gewöhnliche Datei; es wird nicht gelesen</translation>
    </message>
    <message>
        <source>this is a socket, not a regular file; it is not read</source>
        <translation>dies ist ein Socket, keine gewöhnliche Datei; er wird nicht gelesen</translation>
    </message>
    <message>
        <source>this is not a regular file; it is not read</source>
        <translation>dies ist keine gewöhnliche Datei; sie wird nicht gelesen</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>pw::entanglement::EntanglementBackend</name>
    <message>
        <source>missing: a record without its seed names no deal, so it has no game ID</source>
        <translation>fehlt: eine Aufzeichnung ohne ihren Startwert nennt keine Kachelfolge, darum hat sie keine Spielkennung</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Radius %1</source>
        <translation>Radius %1</translation>
    </message>
    <message>
        <source>the record names no seed, so the tiles to come are unknown</source>
        <translation>die Aufzeichnung nennt keinen Startwert, darum sind die kommenden Kacheln unbekannt</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>missing: without the seed the tiles still to come are unknown, so the game cannot be continued (puzzle-cli entanglement replay checks such records)</source>
        <translation>fehlt: ohne Startwert sind die noch kommenden Kacheln unbekannt, daher kann das Spiel nicht fortgesetzt werden (puzzle-cli entanglement replay prüft solche Aufzeichnungen)</translation>
    </message>
</context>
<context>
    <name>pw::entanglement::EntanglementGameId</name>
    <message>
        <source>&apos;r&apos; and the board&apos;s radius</source>
        <translation>&apos;r&apos; und der Radius des Bretts</translation>
    </message>
    <message>
        <source>the radius</source>
        <translation>der Radius</translation>
    </message>
    <message>
        <source>Entanglement IDs end in &apos;#&apos; and the seed: the seed deals every tile, so it describes the game</source>
        <translation>Entanglement-Kennungen enden mit &apos;#&apos; und dem Startwert: der Startwert teilt jede Kachel aus und beschreibt so das Spiel</translation>
    </message>
    <message>
        <source>the seed must be at most %1</source>
        <translation>der Startwert darf höchstens %1 sein</translation>
    </message>
</context>
<context>
    <name>pw::entanglement::Game</name>
    <message>
        <source>the game was already over: the line had run into a wall</source>
        <translation>das Spiel war schon vorbei: die Linie war gegen eine Wand gelaufen</translation>
    </message>
    <message>
        <source>the tile is at %1 but the line&apos;s open end is %2</source>
        <translation>die Kachel liegt bei %1, aber das offene Ende der Linie ist bei %2</translation>
    </message>
    <message>
        <source>rotation must be 0..5, not %1</source>
        <translation>die Drehung muss 0..5 sein, nicht %1</translation>
    </message>
    <message>
        <source>turned 1 step clockwise</source>
        <translation>um 1 Schritt im Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <source>turned %1 steps clockwise</source>
        <translation>um %1 Schritte im Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <source>the pairs are not the pocket tile %1</source>
        <translation>die Paare sind nicht die Reservekachel, %1</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>1 segment</source>
        <translation>1 Abschnitt</translation>
    </message>
    <message>
        <source>%1 segments</source>
        <translation>%1 Abschnitte</translation>
    </message>
    <message>
        <source>claims %1 but the line grows by %2, worth %3</source>
        <translation>gibt %1 an, aber die Linie wächst um %2 (Wert: %3)</translation>
    </message>
    <message>
        <source>the pairs are not the tile in hand %1</source>
        <translation>die Paare sind nicht die Kachel in der Hand, %1</translation>
    </message>
</context>
<context>
    <name>pw::entanglement::GameFile</name>
    <message>
        <source>move %1 (field &quot;moves&quot;[%2])</source>
        <translation>Zug %1 (Feld „moves“[%2])</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be a pair of pin numbers [a, b]</source>
        <translation>muss ein Paar von Stiftnummern [a, b] sein</translation>
    </message>
    <message>
        <source>not a valid pairing: %1</source>
        <translation>keine gültige Paarung: %1</translation>
    </message>
    <message>
        <source>%1 moves; no board holds more than %2 tiles</source>
        <translation>%1 Züge; kein Brett fasst mehr als %2 Kacheln</translation>
    </message>
    <message>
        <source>says %1 but the moves add up to %2</source>
        <translation>gibt %1 an, aber die Züge ergeben %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a computer player (greedy, lookahead or deep)</source>
        <translation>„%1“ ist kein Computerspieler (greedy, lookahead oder deep)</translation>
    </message>
</context>
<context>
    <name>pw::entanglement::Tile</name>
    <message>
        <source>a tile has 6 pin pairs, not %1</source>
        <translation>eine Kachel hat 6 Stiftpaare, nicht %1</translation>
    </message>
    <message>
        <source>pin numbers run from 0 to 11; got %1</source>
        <translation>Stiftnummern reichen von 0 bis 11; erhalten: %1</translation>
    </message>
    <message>
        <source>pin %1 is paired with itself</source>
        <translation>Stift %1 ist mit sich selbst gepaart</translation>
    </message>
    <message>
        <source>pin %1 is used twice</source>
        <translation>Stift %1 wird zweimal verwendet</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::BatchFile</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>expected &quot;NAME STATE&quot;</source>
        <translation>„NAME ZUSTAND“ erwartet</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::BookLibrary</name>
    <message>
        <source>the book&apos;s name is empty</source>
        <translation>der Name des Buchs ist leer</translation>
    </message>
    <message>
        <source>the book&apos;s name is longer than %1 characters</source>
        <translation>der Name des Buchs ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the number must be from 1 to %1</source>
        <translation>die Nummer muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>a book puzzle is a flat board or a pyramid with its given pieces (kanoodle:f:… or kanoodle:p:…)</source>
        <translation>ein Rätsel aus dem Buch ist ein flaches Brett oder eine Pyramide mit ihren vorgegebenen Teilen (kanoodle:f:… oder kanoodle:p:…)</translation>
    </message>
    <message>
        <source>not a library of book puzzles (not a JSON object)</source>
        <translation>keine Sammlung von Buchrätseln (kein JSON-Objekt)</translation>
    </message>
    <message>
        <source>not a library of book puzzles (expected &quot;%1&quot;)</source>
        <translation>keine Sammlung von Buchrätseln („%1“ erwartet)</translation>
    </message>
    <message>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation>Version %1 wird nicht unterstützt; dieses Programm liest Version %2</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::KanoodleBackend</name>
    <message>
        <source>that piece is not in this puzzle</source>
        <translation>dieses Teil gehört nicht zu diesem Rätsel</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>%1 is one of the puzzle&apos;s given pieces</source>
        <translation>%1 ist eines der vorgegebenen Teile des Rätsels</translation>
    </message>
    <message>
        <source>%1 is on the board already</source>
        <translation>%1 liegt schon auf dem Brett</translation>
    </message>
    <message>
        <source>%1 cannot lie on those cells</source>
        <translation>%1 kann nicht auf diesen Feldern liegen</translation>
    </message>
    <message>
        <source>%1 would cover a ball that is taken</source>
        <translation>%1 würde eine belegte Kugel bedecken</translation>
    </message>
    <message>
        <source>a move is {&quot;place&quot;: LETTER, &quot;cells&quot;: [CELL, ...]} or {&quot;remove&quot;: LETTER}</source>
        <translation>ein Zug ist {&quot;place&quot;: BUCHSTABE, &quot;cells&quot;: [FELD, ...]} oder {&quot;remove&quot;: BUCHSTABE}</translation>
    </message>
    <message>
        <source>the puzzle is solved already</source>
        <translation>das Rätsel ist schon gelöst</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation>Schiebe-Aufgabe</translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation>Flaches Brett</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n piece(s) given</source>
        <translation>
            <numerusform>%1, %n Teil vorgegeben</numerusform>
            <numerusform>%1, %n Teile vorgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation>%1 hat keinen Platz mehr</translation>
    </message>
    <message>
        <source>the puzzle has no solution from this position</source>
        <translation>von dieser Stellung aus hat das Rätsel keine Lösung</translation>
    </message>
    <message>
        <source>the pieces on the board block every solution</source>
        <translation>die Teile auf dem Brett versperren jede Lösung</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::KanoodleFile</name>
    <message>
        <source>moves the given piece %1</source>
        <translation>verschiebt das vorgegebene Teil %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be distinct piece letters A-L</source>
        <translation>„%1“ müssen verschiedene Teilbuchstaben A-L sein</translation>
    </message>
    <message>
        <source>a sliding challenge has %1 to %2 pieces, not %3</source>
        <translation>eine Schiebeaufgabe hat %1 bis %2 Teile, nicht %3</translation>
    </message>
    <message>
        <source>%1 is not a region size (%2)</source>
        <translation>%1 ist keine Bereichsgröße (%2)</translation>
    </message>
    <message>
        <source>pieces %1 have %2 balls but the region has %3</source>
        <translation>die Teile %1 haben %2 Kugeln, aber der Bereich hat %3</translation>
    </message>
    <message>
        <source>must be &quot;pyramid&quot;, &quot;flat&quot; or &quot;sliding&quot;, not &quot;%1&quot;</source>
        <translation>muss „pyramid“, „flat“ oder „sliding“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>is not a complete board</source>
        <translation>ist kein vollständiges Brett</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::KanoodleGameId</name>
    <message>
        <source>&apos;%1&apos; is not a piece letter A-L</source>
        <translation>&apos;%1&apos; ist kein Teilbuchstabe A–L</translation>
    </message>
    <message>
        <source>piece %1 is given twice</source>
        <translation>Teil %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>a sliding challenge has %1 to %2 pieces, not %3</source>
        <translation>eine Schiebeaufgabe hat %1 bis %2 Teile, nicht %3</translation>
    </message>
    <message>
        <source>pieces %1 have %2 balls; sliding regions have %3 balls</source>
        <translation>die Teile %1 haben %2 Kugeln; Schiebebereiche haben %3 Kugeln</translation>
    </message>
    <message>
        <source>the pyramid level</source>
        <translation>die Pyramidenstufe</translation>
    </message>
    <message>
        <source>the number of given pieces</source>
        <translation>die Zahl der vorgegebenen Teile</translation>
    </message>
    <message>
        <source>the series&apos; number of pieces</source>
        <translation>die Teilezahl der Serie</translation>
    </message>
    <message>
        <source>the step of the series</source>
        <translation>der Schritt der Serie</translation>
    </message>
    <message>
        <source>expected p (pyramid), f (flat board) or s (sliding challenge)</source>
        <translation>erwartet: p (Pyramide), f (flaches Brett) oder s (Schiebe-Herausforderung)</translation>
    </message>
    <message>
        <source>the parameters</source>
        <translation>die Parameter</translation>
    </message>
    <message>
        <source>expected p (pyramid), f (flat board) or sLETTERS (a sliding challenge&apos;s pieces)</source>
        <translation>erwartet: p (Pyramide), f (flaches Brett) oder sBUCHSTABEN (die Teile einer Schiebe-Herausforderung)</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>das Brett</translation>
    </message>
    <message>
        <source>the state has %1 characters; a Kanoodle state has exactly %2 (one per ball, &apos;.&apos; for empty)</source>
        <translation>der Zustand hat %1 Zeichen; ein Kanoodle-Zustand hat genau %2 (eines je Kugel, &apos;.&apos; für leer)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter A-L or &apos;.&apos;</source>
        <translation>„%1“ ist kein Teilbuchstabe A-L und kein „.“</translation>
    </message>
    <message>
        <source>ball %1 lies outside the challenge region</source>
        <translation>Kugel %1 liegt außerhalb des Bereichs der Herausforderung</translation>
    </message>
    <message>
        <source>game ID</source>
        <translation>Spielkennung</translation>
    </message>
    <message>
        <source>generating was cancelled</source>
        <translation>das Erzeugen wurde abgebrochen</translation>
    </message>
    <message>
        <source>no puzzle could be generated</source>
        <translation>es ließ sich kein Puzzle erzeugen</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::Piece</name>
    <message>
        <source>Lime</source>
        <translation>Hellgrün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Dark Blue</source>
        <translation>Dunkelblau</translation>
    </message>
    <message>
        <source>Light Blue</source>
        <translation>Hellblau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Peach</source>
        <translation>Pfirsich</translation>
    </message>
    <message>
        <source>Gray</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A Kanoodle piece: its letter and its colour, as in &quot;E (Red)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::Position</name>
    <message>
        <source>has %1 characters; a Kanoodle state has exactly %2 (one per ball, &apos;.&apos; for empty)</source>
        <translation>hat %1 Zeichen; ein Kanoodle-Zustand hat genau %2 (eines pro Kugel, „.“ für leer)</translation>
    </message>
    <message>
        <source>state character %1, ball %2</source>
        <translation>Zustandszeichen %1, Kugel %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter A-L or &apos;.&apos;</source>
        <translation>„%1“ ist kein Teilbuchstabe A-L und kein „.“</translation>
    </message>
    <message>
        <source>piece %1 lies outside the challenge region</source>
        <translation>Teil %1 liegt außerhalb des Aufgabenbereichs</translation>
    </message>
    <message>
        <source>piece %1 is not one of this challenge&apos;s pieces (cells %2)</source>
        <translation>Teil %1 gehört nicht zu den Teilen dieser Aufgabe (Felder %2)</translation>
    </message>
    <message>
        <source>piece %1 is split into %2 parts: %3</source>
        <translation>Teil %1 ist in %2 Stücke geteilt: %3</translation>
    </message>
    <message>
        <source>piece %1 covers %2 balls (%3); it has %4</source>
        <translation>Teil %1 bedeckt %2 Kugeln (%3); es hat %4</translation>
    </message>
    <message>
        <source>piece %1 on %2 is not a legal placement of that piece</source>
        <translation>Teil %1 auf %2 ist keine zulässige Lage dieses Teils</translation>
    </message>
</context>
<context>
    <name>pw::noodles::BoardFile</name>
    <message>
        <source>has %1 rows; the board is %2 high</source>
        <translation>hat %1 Zeilen; das Brett ist %2 hoch</translation>
    </message>
    <message>
        <source>must be an array (a row)</source>
        <translation>muss ein Array sein (eine Zeile)</translation>
    </message>
    <message>
        <source>has %1 entries; every row needs %2 (the width)</source>
        <translation>hat %1 Einträge; jede Zeile braucht %2 (die Breite)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a grid; use &quot;square&quot; or &quot;hex&quot;</source>
        <translation>„%1“ ist kein Gitter; „square“ oder „hex“ verwenden</translation>
    </message>
    <message>
        <source>must be [column, row] on the board: column 0 to %1, row 0 to %2</source>
        <translation>muss [Spalte, Zeile] auf dem Brett sein: Spalte 0 bis %1, Zeile 0 bis %2</translation>
    </message>
    <message>
        <source>must be a tile mask, a whole number from 1 to %1 (%2)</source>
        <translation>muss eine Teilmaske sein, eine ganze Zahl von 1 bis %1 (%2)</translation>
    </message>
    <message>
        <source>a tile needs at least one connection</source>
        <translation>ein Teil braucht mindestens eine Verbindung</translation>
    </message>
    <message>
        <source>mask %1 has %2 connections; square tiles have at most %3</source>
        <translation>Maske %1 hat %2 Verbindungen; quadratische Teile haben höchstens %3</translation>
    </message>
    <message>
        <source>mask %1 has %2 connections; hex tiles have at most %3</source>
        <translation>Maske %1 hat %2 Verbindungen; sechseckige Teile haben höchstens %3</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be [column, row] on a wrapping board: column 0 to %1, row 0 to %2</source>
        <translation>muss [Spalte, Zeile] auf einem umlaufenden Brett sein: Spalte 0 bis %1, Zeile 0 bis %2</translation>
    </message>
    <message>
        <source>must be the sides a barrier closes, a whole number from 0 to %1 (as a tile&apos;s mask)</source>
        <translation>muss die Seiten nennen, die eine Barriere schließt, eine ganze Zahl von 0 bis %1 (wie die Maske eines Teils)</translation>
    </message>
</context>
<context>
    <name>pw::noodles::EdgeMarkFile</name>
    <message>
        <source>must be [column, row, side, &quot;wall&quot; or &quot;joined&quot;]: column 0 to %1, row 0 to %2, side 0 to %3</source>
        <translation>muss [Spalte, Zeile, Seite, &quot;wall&quot; oder &quot;joined&quot;] sein: Spalte 0 bis %1, Zeile 0 bis %2, Seite 0 bis %3</translation>
    </message>
    <message>
        <source>no tile is across that side (the edge of the board or a barrier): there is nothing to mark</source>
        <translation>hinter dieser Seite liegt kein Teil (der Rand des Bretts oder eine Barriere): da gibt es nichts zu markieren</translation>
    </message>
</context>
<context>
    <name>pw::noodles::Generator</name>
    <message>
        <source>no puzzle with a unique solution was found for a %1 x %2 wrapping board after %3 trees</source>
        <translation>nach %3 Bäumen wurde kein Rätsel mit eindeutiger Lösung für ein umlaufendes %1 × %2-Brett gefunden</translation>
    </message>
    <message>
        <source>no puzzle with a unique solution was found for a %1 x %2 flat board after %3 trees</source>
        <translation>nach %3 Bäumen wurde kein Rätsel mit eindeutiger Lösung für ein flaches %1 × %2-Brett gefunden</translation>
    </message>
    <message>
        <source>a wrapping square board 2 cells wide cannot have a unique solution: both sides across the seam lead to the same neighbour, so the mirror image of any solution is a second one. Use at least 3, turn wrap off, or allow ambiguous puzzles</source>
        <translation>ein umlaufendes quadratisches Brett, 2 Felder breit, kann keine eindeutige Lösung haben: beide Seiten über die Naht führen zum selben Nachbarn, daher ist das Spiegelbild jeder Lösung eine zweite. Mindestens 3 verwenden, „umlaufend“ ausschalten oder mehrdeutige Rätsel erlauben</translation>
    </message>
    <message>
        <source>a wrapping square board 2 cells high cannot have a unique solution: both sides across the seam lead to the same neighbour, so the mirror image of any solution is a second one. Use at least 3, turn wrap off, or allow ambiguous puzzles</source>
        <translation>ein umlaufendes quadratisches Brett, 2 Felder hoch, kann keine eindeutige Lösung haben: beide Seiten über die Naht führen zum selben Nachbarn, daher ist das Spiegelbild jeder Lösung eine zweite. Mindestens 3 verwenden, „umlaufend“ ausschalten oder mehrdeutige Rätsel erlauben</translation>
    </message>
    <message>
        <source>a wrapping hex board of 2 x 2 cannot have a unique solution: every cell meets each other cell through two sides. Use a larger board, turn wrap off, or allow ambiguous puzzles</source>
        <translation>ein umlaufendes Sechseckbrett mit 2 × 2 Feldern kann keine eindeutige Lösung haben: jedes Feld berührt jedes andere über zwei Seiten. Ein größeres Brett verwenden, „umlaufend“ ausschalten oder mehrdeutige Rätsel erlauben</translation>
    </message>
    <message>
        <source>generation was cancelled</source>
        <translation>das Erzeugen wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 % is out of range; barriers take 0 to %2 % of the sides</source>
        <translation>%1 % liegt außerhalb des Bereichs; Barrieren nehmen 0 bis %2 % der Seiten ein</translation>
    </message>
</context>
<context>
    <name>pw::noodles::Impossibility</name>
    <message>
        <source>the piece at column %1, row %2 has no noodle, so it can never join the network</source>
        <translation>das Teil in Spalte %1, Zeile %2 hat keine Nudel und kann sich daher nie dem Netz anschließen</translation>
    </message>
    <message>
        <source>the piece at column %1, row %2 is locked with a noodle pointing off the board</source>
        <translation>das Teil in Spalte %1, Zeile %2 ist mit einer Nudel gesperrt, die über den Rand zeigt</translation>
    </message>
    <message>
        <source>the piece at column %1, row %2 does not fit the edge of the board: however it is turned, a noodle points off it</source>
        <translation>das Teil in Spalte %1, Zeile %2 passt nicht an den Rand: wie man es auch dreht, eine Nudel zeigt über den Rand</translation>
    </message>
    <message>
        <source>the pieces have %1 noodle ends in all, but %2 pieces joined into one network without loops have exactly %3: two for each of the %4 links</source>
        <translation>die Teile haben zusammen %1 Nudelenden, aber %2 Teile in einem Netz ohne Schleifen haben genau %3: zwei für jede der %4 Verbindungen</translation>
    </message>
    <message>
        <source>coloured like a chessboard, the dark squares&apos; pieces have %1 noodle ends and the light squares&apos; %2, but every link joins a dark square to a light one, so both need %3</source>
        <translation>wie ein Schachbrett gefärbt, haben die Teile auf dunklen Feldern %1 Nudelenden und die auf hellen %2, aber jede Verbindung führt von einem dunklen zu einem hellen Feld, also brauchen beide %3</translation>
    </message>
</context>
<context>
    <name>pw::noodles::LevelGenerator</name>
    <message>
        <source>no %1 puzzle came in %2 boards (seeds %3 to %4); at this size the level is rare or does not occur: try another size or level</source>
        <translation>unter %2 Brettern (Startwerte %3 bis %4) war kein Rätsel der Stufe %1; bei dieser Größe ist die Stufe selten oder kommt nicht vor: Versuchen Sie eine andere Größe oder Stufe</translation>
    </message>
    <message>
        <source>every generated puzzle has a solution</source>
        <translation>jedes erzeugte Rätsel hat eine Lösung</translation>
    </message>
    <message>
        <source>a puzzle with exactly one solution is never %1: the generator keeps only boards the rules solve. Allow puzzles with several solutions to get one</source>
        <translation>ein Rätsel mit genau einer Lösung ist nie %1: Der Generator behält nur Bretter, die die Regeln lösen. Lassen Sie Rätsel mit mehreren Lösungen zu, um eines zu bekommen</translation>
    </message>
    <message>
        <source>a wrapping board is never %1: with no border, no side is known until the isolation rule finds one. Turn wrap off, or choose Tough or Fiendish</source>
        <translation>ein umlaufendes Brett ist nie %1: Ohne Rand ist keine Seite bekannt, bis die Abschottungsregel eine findet. Schalten Sie das Umlaufen aus, oder wählen Sie Zäh oder Teuflisch</translation>
    </message>
</context>
<context>
    <name>pw::noodles::NetGameId</name>
    <message>
        <source>Net game ID</source>
        <translation>Net-Spielkennung</translation>
    </message>
    <message>
        <source>%1 characters is too long for a board of at most %2 x %2</source>
        <translation>%1 Zeichen sind zu lang für ein Brett von höchstens %2 x %2</translation>
    </message>
    <message>
        <source>a Net game ID starts with the width</source>
        <translation>eine Net-Spielkennung beginnt mit der Breite</translation>
    </message>
    <message>
        <source>expected the height after &apos;x&apos;</source>
        <translation>nach „x“ wird die Höhe erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; and Net&apos;s description of the tiles</source>
        <translation>erwartet werden „:“ und Nets Beschreibung der Teile</translation>
    </message>
    <message>
        <source>a Net seed ID names a puzzle only Net&apos;s own generator makes; in Net, Game ▸ Specific… shows its description (WxH:…), which plays here</source>
        <translation>eine Startwert-Kennung aus Net nennt ein Rätsel, das nur Nets eigener Generator erzeugt; in Net zeigt Game ▸ Specific… seine Beschreibung (BxH:…), die hier spielt</translation>
    </message>
    <message>
        <source>the description ends after %1 tiles; a %2 x %3 board has %4</source>
        <translation>die Beschreibung endet nach %1 Teilen; ein Brett von %2 x %3 hat %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; Net writes each as a hexadecimal digit (right 1, up 2, left 4, down 8)</source>
        <translation>„%1“ ist kein Teil; Net schreibt jedes als Hexadezimalziffer (rechts 1, oben 2, links 4, unten 8)</translation>
    </message>
    <message>
        <source>a blank tile: every Noodles tile has a noodle</source>
        <translation>ein leeres Teil: jedes Noodles-Teil hat eine Nudel</translation>
    </message>
    <message>
        <source>a four-way tile: Noodles&apos; square tiles have at most three arms</source>
        <translation>ein Kreuz: die quadratischen Teile von Noodles haben höchstens drei Arme</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the last tile; a %2 x %3 board has %4 tiles</source>
        <translation>„%1“ nach dem letzten Teil; ein Brett von %2 x %3 hat %4 Teile</translation>
    </message>
    <message>
        <source>Net plays square boards only; this one is hex</source>
        <translation>Net spielt nur Quadratbretter; dieses besteht aus Sechsecken</translation>
    </message>
</context>
<context>
    <name>pw::noodles::NoodlesBackend</name>
    <message>
        <source>there is no tile %1 on this board</source>
        <translation>auf diesem Brett gibt es kein Feld %1</translation>
    </message>
    <message>
        <source>the puzzle is solved already</source>
        <translation>das Rätsel ist schon gelöst</translation>
    </message>
    <message>
        <source>that piece is locked; unlock it first</source>
        <translation>dieses Teil ist gesperrt; erst entsperren</translation>
    </message>
    <message>
        <source>the board has no solution</source>
        <translation>das Brett hat keine Lösung</translation>
    </message>
    <message>
        <source>%1 x %2 hex</source>
        <translation>%1 × %2 Sechsecke</translation>
    </message>
    <message>
        <source>%1 x %2 square</source>
        <translation>%1 × %2 Quadrate</translation>
    </message>
    <message>
        <source>, wrapping</source>
        <translation>, mit Umlauf</translation>
    </message>
    <message>
        <source>only a wrapping board has an origin to shift</source>
        <translation>nur ein umlaufendes Brett hat einen Ursprung, der sich verschieben lässt</translation>
    </message>
    <message>
        <source>a hex board shifts by two columns at a time</source>
        <translation>ein Sechseckbrett verschiebt sich um je zwei Spalten</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>there is no side between two tiles there to mark</source>
        <translation>dort liegt keine Seite zwischen zwei Teilen, die sich markieren ließe</translation>
    </message>
    <message>
        <source>a move is {&quot;rotate&quot;: TILE, &quot;by&quot;: STEPS}, {&quot;lock&quot;: TILE, &quot;on&quot;: true or false}, {&quot;mark&quot;: TILE, &quot;side&quot;: SIDE, &quot;as&quot;: &quot;wall&quot;, &quot;joined&quot; or &quot;none&quot;} or {&quot;shift&quot;: [COLUMNS, ROWS]}</source>
        <translation>ein Zug ist {&quot;rotate&quot;: TEIL, &quot;by&quot;: SCHRITTE}, {&quot;lock&quot;: TEIL, &quot;on&quot;: true oder false}, {&quot;mark&quot;: TEIL, &quot;side&quot;: SEITE, &quot;as&quot;: &quot;wall&quot;, &quot;joined&quot; oder &quot;none&quot;} oder {&quot;shift&quot;: [SPALTEN, ZEILEN]}</translation>
    </message>
</context>
<context>
    <name>pw::noodles::NoodlesGameId</name>
    <message>
        <source>the width</source>
        <translation>die Breite</translation>
    </message>
    <message>
        <source>&apos;x&apos; between width and height</source>
        <translation>&apos;x&apos; zwischen Breite und Höhe</translation>
    </message>
    <message>
        <source>the height</source>
        <translation>die Höhe</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>&apos;%1&apos; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the source column</source>
        <translation>die Spalte der Quelle</translation>
    </message>
    <message>
        <source>&apos;,&apos; between the source&apos;s column and row</source>
        <translation>&apos;,&apos; zwischen Spalte und Zeile der Quelle</translation>
    </message>
    <message>
        <source>the source row</source>
        <translation>die Zeile der Quelle</translation>
    </message>
    <message>
        <source>&apos;/&apos; before the tiles</source>
        <translation>&apos;/&apos; vor den Teilen</translation>
    </message>
    <message>
        <source>the ID ends after %1 tiles; a %2 x %3 board has %4</source>
        <translation>die Kennung endet nach %1 Teilen; ein %2 × %3-Brett hat %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square tile; use 1-9 and a-f (masks 1 to 15)</source>
        <translation>&apos;%1&apos; ist kein quadratisches Teil; erlaubt sind 1–9 und a–f (Masken 1 bis 15)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; use 0-9, a-z, A-Z, - and _ (masks 0 to 63)</source>
        <translation>&apos;%1&apos; ist kein Teil; erlaubt sind 0–9, a–z, A–Z, - und _ (Masken 0 bis 63)</translation>
    </message>
    <message>
        <source>a tile needs at least one connection</source>
        <translation>ein Teil braucht mindestens eine Verbindung</translation>
    </message>
    <message>
        <source>mask %1 has %2 connections; these tiles have at most %3</source>
        <translation>Maske %1 hat %2 Verbindungen; diese Teile haben höchstens %3</translation>
    </message>
    <message>
        <source>the last tile</source>
        <translation>das letzte Teil</translation>
    </message>
    <message>
        <source>&apos;a&apos; (any solution) belongs to seed IDs; a description holds the tiles themselves</source>
        <translation>&apos;a&apos; (beliebige Lösung) gehört zu Startwert-Kennungen; eine Beschreibung enthält die Teile selbst</translation>
    </message>
    <message>
        <source>the barriers&apos; share in per cent</source>
        <translation>den Anteil der Barrieren in Prozent</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Noodles option; after the size come h (hex), w (wrap), a (any solution) and b with a per cent (barriers)</source>
        <translation>„%1“ ist keine Noodles-Option; nach der Größe kommen h (Sechsecke), w (umlaufend), a (beliebige Lösung) und b mit einem Prozentsatz (Barrieren)</translation>
    </message>
    <message>
        <source>the barriers need one character per tile: %1, found %2</source>
        <translation>die Barrieren brauchen ein Zeichen je Teil: %1, gefunden %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile&apos;s barriers; use 0 to %2 (a bit for each of the first %3 sides, clockwise from the top)</source>
        <translation>„%1“ sind keine Barrieren eines Teils; erlaubt sind 0 bis %2 (ein Bit für jede der ersten %3 Seiten, von oben im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>expected &apos;/&apos; and the barriers after the last tile</source>
        <translation>nach dem letzten Teil werden „/“ und die Barrieren erwartet</translation>
    </message>
    <message>
        <source>&apos;b&apos; (a share of barriers) belongs to seed IDs; a description lists the barriers themselves, after the tiles and a &apos;/&apos;</source>
        <translation>„b“ (ein Anteil an Barrieren) gehört zu Startwert-Kennungen; eine Beschreibung zählt die Barrieren selbst auf, nach den Teilen und einem „/“</translation>
    </message>
</context>
<context>
    <name>pw::noodles::Rating</name>
    <message>
        <source>Unsolvable</source>
        <translation>Unlösbar</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Sanft</translation>
    </message>
    <message>
        <source>Tricky</source>
        <translation>Knifflig</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Zäh</translation>
    </message>
    <message>
        <source>Fiendish</source>
        <translation>Teuflisch</translation>
    </message>
    <message>
        <source>Guesswork</source>
        <translation>Ratespiel</translation>
    </message>
</context>
<context>
    <name>pw::noodles::Topology</name>
    <message>
        <source>%1 is out of range; the width must be from %2 to %3</source>
        <translation>%1 liegt außerhalb des Bereichs; die Breite muss von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1 is out of range; the height must be from %2 to %3</source>
        <translation>%1 liegt außerhalb des Bereichs; die Höhe muss von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>a wrapping hex board needs an even width (got %1), or the shifted columns would not line up across the seam</source>
        <translation>ein umlaufendes Sechseckbrett braucht eine gerade Breite (erhalten: %1), sonst passen die versetzten Spalten über die Naht nicht zusammen</translation>
    </message>
</context>
<context>
    <name>pw::sliding::BoardFormat</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1 numbers on one line; a board has at most %2 columns</source>
        <translation>%1 Zahlen in einer Zeile; ein Brett hat höchstens %2 Spalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>; %1 is missing</source>
        <translation>; %1 fehlt</translation>
    </message>
    <message>
        <source>; %1 are missing</source>
        <translation>; %1 fehlen</translation>
    </message>
    <message>
        <source>%1 is out of range; a board of %2 cells holds 0 to %3%4</source>
        <translation>%1 liegt außerhalb des Bereichs; ein Brett mit %2 Feldern enthält 0 bis %3%4</translation>
    </message>
    <message>
        <source>%1 appears twice (first at %2)%3</source>
        <translation>%1 kommt zweimal vor (zuerst bei %2)%3</translation>
    </message>
    <message>
        <source>the file holds no board</source>
        <translation>die Datei enthält kein Brett</translation>
    </message>
    <message>
        <source>size %1 is out of range; boards are %2 to %3 wide</source>
        <translation>Größe %1 liegt außerhalb des Bereichs; Bretter sind %2 bis %3 breit</translation>
    </message>
    <message>
        <source>the size line is not followed by a board</source>
        <translation>auf die Größenzeile folgt kein Brett</translation>
    </message>
    <message>
        <source>too many rows; a board has at most %1 rows</source>
        <translation>zu viele Zeilen; ein Brett hat höchstens %1 Zeilen</translation>
    </message>
    <message>
        <source>%1 columns; a board has at most %2</source>
        <translation>%1 Spalten; ein Brett hat höchstens %2</translation>
    </message>
    <message>
        <source>a row needs at least %1 numbers</source>
        <translation>eine Zeile braucht mindestens %1 Zahlen</translation>
    </message>
    <message>
        <source>%1 numbers, but the size line (line %2) says %3 per row</source>
        <translation>%1 Zahlen, aber die Größenzeile (Zeile %2) nennt %3 pro Zeile</translation>
    </message>
    <message>
        <source>%1 numbers, but line %2 has %3 (rows must be equally long)</source>
        <translation>%1 Zahlen, aber Zeile %2 hat %3 (Zeilen müssen gleich lang sein)</translation>
    </message>
    <message>
        <source>more rows than the size line (line %1) says (%2)</source>
        <translation>mehr Zeilen, als die Größenzeile (Zeile %1) nennt (%2)</translation>
    </message>
    <message>
        <source>the size line says %1 rows, but %2 follow</source>
        <translation>die Größenzeile nennt %1 Zeilen, aber es folgen %2</translation>
    </message>
    <message>
        <source>a board needs at least %1 rows</source>
        <translation>ein Brett braucht mindestens %1 Zeilen</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>has %1 numbers; a %2 x %3 board needs %4</source>
        <translation>hat %1 Zahlen; ein %2 × %3-Brett braucht %4</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>muss eine ganze Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>too long</source>
        <translation>zu lang</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move (use U, D, L, R)</source>
        <translation>„%1“ ist kein Zug (U, D, L, R verwenden)</translation>
    </message>
    <message>
        <source>%1 would move the blank off the board</source>
        <translation>%1 würde die Lücke vom Brett schieben</translation>
    </message>
    <message>
        <source>empty name before &apos;:&apos;</source>
        <translation>leerer Name vor „:“</translation>
    </message>
    <message>
        <source>no numbers after the name</source>
        <translation>keine Zahlen nach dem Namen</translation>
    </message>
    <message>
        <source>%1 numbers is not a square board of side %2 to %3 (4, 9, 16, ... 100 numbers)</source>
        <translation>%1 Zahlen ergeben kein quadratisches Brett mit Seitenlänge %2 bis %3 (4, 9, 16, ... 100 Zahlen)</translation>
    </message>
    <message>
        <source>line %1, number %2</source>
        <translation>Zeile %1, Zahl %2</translation>
    </message>
</context>
<context>
    <name>pw::sliding::CompactPatternDatabase</name>
    <message>
        <source>building the %1 pattern databases</source>
        <translation>die %1-Musterdatenbanken werden erstellt</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>the header is cut short</source>
        <translation>der Kopf ist abgeschnitten</translation>
    </message>
    <message>
        <source>not a compact pattern database file</source>
        <translation>keine Datei mit kompakten Musterdatenbanken</translation>
    </message>
    <message>
        <source>written by another version</source>
        <translation>von einer anderen Version geschrieben</translation>
    </message>
    <message>
        <source>holds other patterns</source>
        <translation>enthält andere Muster</translation>
    </message>
    <message>
        <source>pattern %1 has other tiles</source>
        <translation>Muster %1 hat andere Steine</translation>
    </message>
    <message>
        <source>pattern %1 has the wrong table size</source>
        <translation>Muster %1 hat die falsche Tabellengröße</translation>
    </message>
    <message>
        <source>the tables are cut short</source>
        <translation>die Tabellen sind abgeschnitten</translation>
    </message>
    <message>
        <source>trailing bytes after the tables</source>
        <translation>überzählige Bytes nach den Tabellen</translation>
    </message>
    <message>
        <source>cannot map: %1</source>
        <translation>Einblenden nicht möglich: %1</translation>
    </message>
    <message>
        <source>pattern %1 fails its checksum</source>
        <translation>Muster %1 besteht seine Prüfsumme nicht</translation>
    </message>
    <message>
        <source>rebuilt the %1 pattern databases: %2</source>
        <translation>die %1-Musterdatenbanken wurden neu erstellt: %2</translation>
    </message>
    <message>
        <source>building the %1 pattern databases was cancelled</source>
        <translation>das Erstellen der %1-Musterdatenbanken wurde abgebrochen</translation>
    </message>
    <message>
        <source>could not cache the %1 pattern databases: %2</source>
        <translation>die %1-Musterdatenbanken konnten nicht zwischengespeichert werden: %2</translation>
    </message>
    <message>
        <source>holds other region tables</source>
        <translation>enthält andere Regionstabellen</translation>
    </message>
    <message>
        <source>a region table has the wrong size</source>
        <translation>eine Regionstabelle hat die falsche Größe</translation>
    </message>
    <message>
        <source>a region table fails its checksum</source>
        <translation>eine Regionstabelle besteht ihre Prüfsumme nicht</translation>
    </message>
    <message>
        <source>rebuilt the %1 pattern databases: the file has no tables for the dual lookups</source>
        <translation>die %1-Musterdatenbanken neu gebaut: der Datei fehlen die Tabellen für die dualen Abfragen</translation>
    </message>
    <message>
        <source>holds tables by placement, not zero-aware ones</source>
        <translation>enthält Tabellen nach Platzierung, keine nullbewussten</translation>
    </message>
    <message>
        <source>holds zero-aware tables, not tables by placement</source>
        <translation>enthält nullbewusste Tabellen, keine nach Platzierung</translation>
    </message>
</context>
<context>
    <name>pw::sliding::PatternDatabase</name>
    <message>
        <source>building pattern databases</source>
        <translation>Musterdatenbanken werden erstellt</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>not a pattern database file</source>
        <translation>keine Musterdatenbank-Datei</translation>
    </message>
    <message>
        <source>written by another version</source>
        <translation>von einer anderen Version geschrieben</translation>
    </message>
    <message>
        <source>pattern %1 has other tiles</source>
        <translation>Muster %1 hat andere Steine</translation>
    </message>
    <message>
        <source>pattern %1 has the wrong table size</source>
        <translation>Muster %1 hat die falsche Tabellengröße</translation>
    </message>
    <message>
        <source>the header is cut short</source>
        <translation>der Kopf ist abgeschnitten</translation>
    </message>
    <message>
        <source>the tables are cut short</source>
        <translation>die Tabellen sind abgeschnitten</translation>
    </message>
    <message>
        <source>pattern %1 fails its checksum</source>
        <translation>Muster %1 besteht seine Prüfsumme nicht</translation>
    </message>
    <message>
        <source>pattern %1 is incomplete</source>
        <translation>Muster %1 ist unvollständig</translation>
    </message>
    <message>
        <source>trailing bytes after the tables</source>
        <translation>überzählige Bytes nach den Tabellen</translation>
    </message>
    <message>
        <source>rebuilt the pattern databases: %1</source>
        <translation>Musterdatenbanken neu erstellt: %1</translation>
    </message>
    <message>
        <source>building the pattern databases was cancelled</source>
        <translation>das Erstellen der Musterdatenbanken wurde abgebrochen</translation>
    </message>
    <message>
        <source>could not cache the pattern databases: %1</source>
        <translation>die Musterdatenbanken konnten nicht zwischengespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>pw::sliding::PatternPartition</name>
    <message>
        <source>pattern databases are made for boards of 2 x 2 to 5 x 5, not %1 x %1</source>
        <translation>Musterdatenbanken gibt es für Bretter von 2 × 2 bis 5 × 5, nicht %1 × %1</translation>
    </message>
    <message>
        <source>pattern %1 has %2 tiles; a pattern has 1 to %3</source>
        <translation>Muster %1 hat %2 Steine; ein Muster hat 1 bis %3</translation>
    </message>
    <message>
        <source>pattern %1 has too many placements</source>
        <translation>Muster %1 hat zu viele Lagen</translation>
    </message>
    <message>
        <source>pattern %1 names tile %2, which is not on the board</source>
        <translation>Muster %1 nennt Stein %2, der nicht auf dem Brett ist</translation>
    </message>
    <message>
        <source>tile %1 is in two patterns</source>
        <translation>Stein %1 ist in zwei Mustern</translation>
    </message>
    <message>
        <source>tile %1 is in no pattern</source>
        <translation>Stein %1 ist in keinem Muster</translation>
    </message>
    <message>
        <source>pattern %1 has too many states for a zero-aware table</source>
        <translation>Muster %1 hat zu viele Zustände für eine nullbewusste Tabelle</translation>
    </message>
</context>
<context>
    <name>pw::sliding::Scramble</name>
    <message>
        <source>out of place</source>
        <translation>nicht am Platz</translation>
    </message>
    <message>
        <source>%1 is not a fraction from 0 to 1</source>
        <translation>%1 ist kein Anteil von 0 bis 1</translation>
    </message>
    <message>
        <source>could not get %1 of %2 tiles out of place</source>
        <translation>%1 von %2 Steinen ließen sich nicht von ihrem Platz bringen</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 x %2 is not a board size; rows and columns are %3 to %4</source>
        <translation>%1 × %2 ist keine Brettgröße; Zeilen und Spalten sind %3 bis %4</translation>
    </message>
</context>
<context>
    <name>pw::sliding::SlidingBackend</name>
    <message>
        <source>the blank cannot move up: it is in the top row</source>
        <translation>die Lücke kann nicht nach oben: sie ist in der obersten Reihe</translation>
    </message>
    <message>
        <source>the blank cannot move down: it is in the bottom row</source>
        <translation>die Lücke kann nicht nach unten: sie ist in der untersten Reihe</translation>
    </message>
    <message>
        <source>the blank cannot move left: it is in the leftmost column</source>
        <translation>die Lücke kann nicht nach links: sie ist in der linken Spalte</translation>
    </message>
    <message>
        <source>the blank cannot move right: it is in the rightmost column</source>
        <translation>die Lücke kann nicht nach rechts: sie ist in der rechten Spalte</translation>
    </message>
    <message>
        <source>a move is one of &quot;U&quot;, &quot;D&quot;, &quot;L&quot;, &quot;R&quot;</source>
        <translation>ein Zug ist einer von &quot;U&quot;, &quot;D&quot;, &quot;L&quot;, &quot;R&quot;</translation>
    </message>
    <message>
        <source>the board cannot be solved</source>
        <translation>das Brett ist nicht lösbar</translation>
    </message>
    <message>
        <source>the board is solved already</source>
        <translation>das Brett ist schon gelöst</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>pw::sliding::SlidingGameId</name>
    <message>
        <source>the ID ends after %1 tiles; a %2 x %3 board has %4</source>
        <translation>die Kennung endet nach %1 Teilen; ein %2 × %3-Brett hat %4</translation>
    </message>
    <message>
        <source>&apos;,&apos; and the next tile</source>
        <translation>&apos;,&apos; und der nächste Stein</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>ein Stein</translation>
    </message>
    <message>
        <source>%1 appears twice (first at character %2)</source>
        <translation>%1 kommt doppelt vor (zuerst bei Zeichen %2)</translation>
    </message>
    <message>
        <source>the last tile (a %1 x %2 board has %3)</source>
        <translation>der letzte Stein (ein %1 × %2-Brett hat %3)</translation>
    </message>
    <message>
        <source>not a board</source>
        <translation>kein Brett</translation>
    </message>
    <message>
        <source>the rows</source>
        <translation>die Zeilen</translation>
    </message>
    <message>
        <source>&apos;x&apos; between rows and columns</source>
        <translation>&apos;x&apos; zwischen Zeilen und Spalten</translation>
    </message>
    <message>
        <source>the columns</source>
        <translation>die Spalten</translation>
    </message>
    <message>
        <source>the out-of-place fraction</source>
        <translation>der Anteil verschobener Steine</translation>
    </message>
    <message>
        <source>the size</source>
        <translation>die Größe</translation>
    </message>
</context>
<context>
    <name>pw::sliding::Solver</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the reduction got stuck</source>
        <translation>die Reduktion ist stecken geblieben</translation>
    </message>
    <message>
        <source>the reduction left a wrong remainder</source>
        <translation>die Reduktion hat einen falschen Rest hinterlassen</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>the search bound passed the longest path IDA* keeps</source>
        <translation>die Suchschranke hat den längsten Pfad überschritten, den IDA* speichert</translation>
    </message>
    <message>
        <source>heuristic</source>
        <translation>Heuristik</translation>
    </message>
    <message>
        <source>pattern databases exist for 4 x 4 boards only; this board is %1 x %2</source>
        <translation>Musterdatenbanken gibt es nur für 4 × 4-Bretter; dieses Brett ist %1 × %2</translation>
    </message>
    <message>
        <source>the pattern databases are not loaded</source>
        <translation>die Musterdatenbanken sind nicht geladen</translation>
    </message>
    <message>
        <source>the fast solver does not use pattern databases</source>
        <translation>der schnelle Löser verwendet keine Musterdatenbanken</translation>
    </message>
    <message>
        <source>the board cannot be solved: its tiles are in the wrong permutation parity for this blank position</source>
        <translation>das Brett ist unlösbar: seine Steine haben für diese Lage der Lücke die falsche Permutationsparität</translation>
    </message>
    <message>
        <source>the optimal search ran out of its %1 s budget after proving that no solution is shorter than %2 moves; this is the fast solver&apos;s answer, not proven optimal</source>
        <translation>die optimale Suche hat ihr Zeitbudget von %1 s aufgebraucht und dabei bewiesen, dass keine Lösung kürzer als %2 Züge ist; dies ist die Antwort des schnellen Lösers, nicht als optimal bewiesen</translation>
    </message>
    <message>
        <source>the optimal search ran out of its %1 s budget after proving that no solution is shorter than %2 moves; this answer of weighted IDA* is at most %3 % longer than the optimum</source>
        <translation>die optimale Suche hat ihr Zeitbudget von %1 s aufgebraucht und dabei bewiesen, dass keine Lösung kürzer als %2 Züge ist; diese Antwort des gewichteten IDA* ist höchstens %3 % länger als das Optimum</translation>
    </message>
</context>
<context>
    <name>pw::statistics::DateTicks</name>
    <message>
        <source>MMM yyyy</source>
        <comment>a month on a chart&apos;s date axis (QLocale format)</comment>
        <translation>MMM yyyy</translation>
    </message>
    <message>
        <source>MMM</source>
        <comment>a month on a chart&apos;s date axis (QLocale format)</comment>
        <translation>MMM</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>a day on a chart&apos;s date axis (QLocale format)</comment>
        <translation>d. MMM</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>the years a chart&apos;s date axis spans</comment>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>pw::statistics::GameStatistics</name>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the top level is not a JSON object</source>
        <translation>die oberste Ebene ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged (%2) and could not be moved aside (%3); the statistics are not saved until it is moved or removed.</source>
        <translation>Die Statistikdatei %1 ist beschädigt (%2) und konnte nicht beiseitegelegt werden (%3); die Statistik wird erst wieder gespeichert, wenn sie verschoben oder entfernt ist.</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>Die Statistikdatei war beschädigt (%1). Sie wurde als %2 aufbewahrt, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) in the statistics were out of range and are ignored (%1); the rest are kept.</source>
        <translation>
            <numerusform>%n Wert der Statistik lag außerhalb des gültigen Bereichs und wird ignoriert (%1); der Rest bleibt erhalten.</numerusform>
            <numerusform>%n Werte der Statistik lagen außerhalb des gültigen Bereichs und werden ignoriert (%1); der Rest bleibt erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read and are left out (%1); the other games are kept.</source>
        <translation>
            <numerusform>%n Spieleintrag der Statistik konnte nicht gelesen werden und bleibt außen vor (%1); die anderen Spiele bleiben erhalten.</numerusform>
            <numerusform>%n Spieleinträge der Statistik konnten nicht gelesen werden und bleiben außen vor (%1); die anderen Spiele bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics cannot be read (%1); they are not saved until the file can be read.</source>
        <translation>Die Statistik kann nicht gelesen werden (%1); sie wird erst wieder gespeichert, wenn die Datei lesbar ist.</translation>
    </message>
    <message>
        <source>The statistics of an earlier version could not be converted, as no copy of them could be kept (%1); they are not saved until a copy can be made.</source>
        <translation>Die Statistik einer früheren Version konnte nicht umgewandelt werden, da keine Kopie davon angelegt werden konnte (%1); sie wird nicht gespeichert, bis eine Kopie möglich ist.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>pw::ui::Autosave</name>
    <message>
        <source>Unsaved games are not protected against a crash: the folder %1 cannot be written.</source>
        <translation>Ungespeicherte Spiele sind nicht gegen einen Absturz geschützt: In den Ordner %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Autosave of %1 failed: %2</source>
        <translation>Automatisches Speichern von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Another unsaved %1 game is kept for the next start.</source>
        <translation>Ein weiteres ungespeichertes %1-Spiel wird für den nächsten Start aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 (kept in %2)</source>
        <translation>%1 (aufbewahrt in %2)</translation>
    </message>
</context>
<context>
    <name>pw::ui::DailyArchiveDialog</name>
    <message>
        <source>&amp;Play This Day</source>
        <translation>Diesen Tag &amp;spielen</translation>
    </message>
    <message>
        <source>Today&apos;s Puzzle Archive</source>
        <translation>Archiv der Tagesrätsel</translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle: solved.</source>
        <translation>Heutiges %1-Rätsel: gelöst.</translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle: not solved yet.</source>
        <translation>Heutiges %1-Rätsel: noch nicht gelöst.</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row solved on the day, without help.</source>
        <translation>
            <numerusform>Serie: %n Tag in Folge am selben Tag ohne Hilfe gelöst.</numerusform>
            <numerusform>Serie: %n Tage in Folge am selben Tag ohne Hilfe gelöst.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not solved yet.</source>
        <translation>%1: noch nicht gelöst.</translation>
    </message>
    <message>
        <source>%1: solved on the day.</source>
        <translation>%1: am selben Tag gelöst.</translation>
    </message>
    <message>
        <source>%1: solved on a later day.</source>
        <translation>%1: an einem späteren Tag gelöst.</translation>
    </message>
    <message>
        <source>&amp;Daily game:</source>
        <translation>&amp;Tägliches Spiel:</translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle (%2): solved.</source>
        <translation>Heutiges %1-Rätsel (%2): gelöst.</translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle (%2): not solved yet.</source>
        <translation>Heutiges %1-Rätsel (%2): noch nicht gelöst.</translation>
    </message>
</context>
<context>
    <name>pw::ui::DeductionWords</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>above</source>
        <translation>darüber</translation>
    </message>
    <message>
        <source>on its right</source>
        <translation>rechts davon</translation>
    </message>
    <message>
        <source>below</source>
        <translation>darunter</translation>
    </message>
    <message>
        <source>on its left</source>
        <translation>links davon</translation>
    </message>
    <message>
        <source>to its upper right</source>
        <translation>rechts darüber</translation>
    </message>
    <message>
        <source>to its lower right</source>
        <translation>rechts darunter</translation>
    </message>
    <message>
        <source>to its lower left</source>
        <translation>links darunter</translation>
    </message>
    <message>
        <source>to its upper left</source>
        <translation>links darüber</translation>
    </message>
    <message>
        <source>Turned this way (in red) it would point into the wall %1.</source>
        <translation>So gedreht (in Rot) zeigte es in die Wand %1.</translation>
    </message>
    <message>
        <source>Turned this way (in red) it would turn its back on the arm of the tile %1.</source>
        <translation>So gedreht (in Rot) wendete es dem Arm des Teils %1 den Rücken zu.</translation>
    </message>
    <message>
        <source>Turned this way (in red) it would point into the blank side of the tile %1.</source>
        <translation>So gedreht (in Rot) zeigte es auf die leere Seite des Teils %1.</translation>
    </message>
    <message numerus="yes">
        <source>Turned this way (in red) it would close a loop through the %n outlined tile(s).</source>
        <translation>
            <numerusform>So gedreht (in Rot) schlösse es eine Schleife durch das umrandete Teil.</numerusform>
            <numerusform>So gedreht (in Rot) schlösse es eine Schleife durch die %n umrandeten Teile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned this way (in red) it would cut off the %n outlined tile(s) from the rest of the board.</source>
        <translation>
            <numerusform>So gedreht (in Rot) schnitte es das umrandete Teil vom Rest des Bretts ab.</numerusform>
            <numerusform>So gedreht (in Rot) schnitte es die %n umrandeten Teile vom Rest des Bretts ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is locked another way.</source>
        <translation>Es ist anders gedreht gesperrt.</translation>
    </message>
    <message>
        <source>Turned this way (in red) it led to a contradiction when the solver tried it.</source>
        <translation>So gedreht (in Rot) führte es zu einem Widerspruch, als der Löser es versuchte.</translation>
    </message>
    <message>
        <source>Turned this way (in red) it has been searched to the end; its solutions are counted.</source>
        <translation>So gedreht (in Rot) ist es zu Ende durchsucht; seine Lösungen sind gezählt.</translation>
    </message>
    <message>
        <source>This tile must point away from the wall %1.</source>
        <translation>Dieses Teil muss von der Wand %1 weg zeigen.</translation>
    </message>
    <message>
        <source>This tile must point away from the walls %1.</source>
        <translation>Dieses Teil muss von den Wänden %1 weg zeigen.</translation>
    </message>
    <message>
        <source>This tile must meet the arm of the tile %1.</source>
        <translation>Dieses Teil muss den Arm des Teils %1 treffen.</translation>
    </message>
    <message>
        <source>It must meet the arm of the tile %1.</source>
        <translation>Es muss den Arm des Teils %1 treffen.</translation>
    </message>
    <message>
        <source>This tile must meet the arms of the tiles %1.</source>
        <translation>Dieses Teil muss die Arme der Teile %1 treffen.</translation>
    </message>
    <message>
        <source>It must meet the arms of the tiles %1.</source>
        <translation>Es muss die Arme der Teile %1 treffen.</translation>
    </message>
    <message>
        <source>This tile must not point into the blank side of the tile %1.</source>
        <translation>Dieses Teil darf nicht auf die leere Seite des Teils %1 zeigen.</translation>
    </message>
    <message>
        <source>It must not point into the blank side of the tile %1.</source>
        <translation>Es darf nicht auf die leere Seite des Teils %1 zeigen.</translation>
    </message>
    <message>
        <source>This tile must not point into the blank sides of the tiles %1.</source>
        <translation>Dieses Teil darf nicht auf die leeren Seiten der Teile %1 zeigen.</translation>
    </message>
    <message>
        <source>It must not point into the blank sides of the tiles %1.</source>
        <translation>Es darf nicht auf die leeren Seiten der Teile %1 zeigen.</translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would close a loop through the %n outlined tile(s).</source>
        <translation>
            <numerusform>Anders gedreht schlösse es eine Schleife durch das umrandete Teil.</numerusform>
            <numerusform>Anders gedreht schlösse es eine Schleife durch die %n umrandeten Teile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned another way it would close a loop through the %n outlined tile(s).</source>
        <translation>
            <numerusform>In der anderen Lage schlösse es eine Schleife durch das umrandete Teil.</numerusform>
            <numerusform>In der anderen Lage schlösse es eine Schleife durch die %n umrandeten Teile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would cut off the %n outlined tile(s) from the rest of the board.</source>
        <translation>
            <numerusform>Anders gedreht schnitte es das umrandete Teil vom Rest des Bretts ab.</numerusform>
            <numerusform>Anders gedreht schnitte es die %n umrandeten Teile vom Rest des Bretts ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned another way it would cut off the %n outlined tile(s) from the rest of the board.</source>
        <translation>
            <numerusform>In der anderen Lage schnitte es das umrandete Teil vom Rest des Bretts ab.</numerusform>
            <numerusform>In der anderen Lage schnitte es die %n umrandeten Teile vom Rest des Bretts ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver ruled out the rest by trying them.</source>
        <translation>Die übrigen hat der Löser durch Ausprobieren ausgeschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would close one of the %n outlined loops (through %1 tiles).</source>
        <translation>
            <numerusform>Anders gedreht schlösse es die umrandete Schleife (durch %1 Teile).</numerusform>
            <numerusform>Anders gedreht schlösse es eine der %n umrandeten Schleifen (durch %1 Teile).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned other ways it would close one of the %n outlined loops (through %1 tiles).</source>
        <translation>
            <numerusform>In anderen Lagen schlösse es die umrandete Schleife (durch %1 Teile).</numerusform>
            <numerusform>In anderen Lagen schlösse es eine der %n umrandeten Schleifen (durch %1 Teile).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</source>
        <translation>
            <numerusform>Anders gedreht schnitte es die umrandete Insel (aus %1 Teilen) vom Rest des Bretts ab.</numerusform>
            <numerusform>Anders gedreht schnitte es eine der %n umrandeten Inseln (aus %1 Teilen) vom Rest des Bretts ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned other ways it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</source>
        <translation>
            <numerusform>In anderen Lagen schnitte es die umrandete Insel (aus %1 Teilen) vom Rest des Bretts ab.</numerusform>
            <numerusform>In anderen Lagen schnitte es eine der %n umrandeten Inseln (aus %1 Teilen) vom Rest des Bretts ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>So it can only sit one way (drawn over it).</source>
        <translation>Also passt es nur auf eine Weise (darübergezeichnet).</translation>
    </message>
    <message>
        <source>So however it turns, it has an arm %1.</source>
        <translation>Also hat es, wie auch immer gedreht, einen Arm %1.</translation>
    </message>
    <message>
        <source>So however it turns, it has no arm %1.</source>
        <translation>Also hat es, wie auch immer gedreht, keinen Arm %1.</translation>
    </message>
</context>
<context>
    <name>pw::ui::DistanceCoach</name>
    <message>
        <source>Show &amp;distance</source>
        <translation>&amp;Abstand zeigen</translation>
    </message>
    <message>
        <source>After every move, show how many moves the position is from solved and whether the move went closer (measured in the background)</source>
        <translation>Nach jedem Zug zeigen, wie viele Züge die Stellung von der Lösung entfernt ist und ob der Zug näher heranführte (im Hintergrund gemessen)</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s)!</source>
        <translation>
            <numerusform>In %n Zug gelöst!</numerusform>
            <numerusform>In %n Zügen gelöst!</numerusform>
        </translation>
    </message>
    <message>
        <source>Measuring the distance</source>
        <translation>Abstand messen</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>The distance is measured on boards of up to 25 cells.</source>
        <translation>Der Abstand wird auf Brettern mit bis zu 25 Feldern gemessen.</translation>
    </message>
    <message>
        <source>No distance: this board cannot be solved.</source>
        <translation>Kein Abstand: dieses Brett ist nicht lösbar.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) from solved</source>
        <translation>
            <numerusform>%n Zug von der Lösung</numerusform>
            <numerusform>%n Züge von der Lösung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %n move(s) from solved (too far to measure in %1 s)</source>
        <translation>
            <numerusform>Mindestens %n Zug von der Lösung (zu weit, um es in %1 s zu messen)</numerusform>
            <numerusform>Mindestens %n Züge von der Lösung (zu weit, um es in %1 s zu messen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance: measured when the running job ends</source>
        <translation>Abstand: wird gemessen, wenn die laufende Aufgabe endet</translation>
    </message>
    <message>
        <source>Measuring the distance...</source>
        <translation>Abstand wird gemessen …</translation>
    </message>
    <message>
        <source>Last move: closer</source>
        <translation>Letzter Zug: näher</translation>
    </message>
    <message>
        <source>Last move: farther</source>
        <translation>Letzter Zug: weiter weg</translation>
    </message>
    <message>
        <source>Last move: no closer</source>
        <translation>Letzter Zug: nicht näher</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s): the optimum, not one move wasted!</source>
        <translation>
            <numerusform>In %n Zug gelöst: das Optimum, kein Zug verschenkt!</numerusform>
            <numerusform>In %n Zügen gelöst: das Optimum, kein Zug verschenkt!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s): the optimum from the start was %1 (+%2).</source>
        <translation>
            <numerusform>In %n Zug gelöst: Das Optimum vom Start aus war %1 (+%2).</numerusform>
            <numerusform>In %n Zügen gelöst: Das Optimum vom Start aus war %1 (+%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with help in %n move(s); the optimum from the start was %1.</source>
        <translation>
            <numerusform>Mit Hilfe in %n Zug gelöst; das Optimum vom Start aus war %1.</numerusform>
            <numerusform>Mit Hilfe in %n Zügen gelöst; das Optimum vom Start aus war %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with help in %n move(s).</source>
        <translation>
            <numerusform>Mit Hilfe in %n Zug gelöst.</numerusform>
            <numerusform>Mit Hilfe in %n Zügen gelöst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %n move(s) from solved (proven by a search)</source>
        <translation>
            <numerusform>Mindestens %n Zug von der Lösung (von einer Suche bewiesen)</numerusform>
            <numerusform>Mindestens %n Züge von der Lösung (von einer Suche bewiesen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::GameChart</name>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>No scored game in this category yet. Each game played to its end without help is drawn here.</source>
        <translation>In dieser Kategorie gibt es noch kein Spiel mit Punkten. Jedes ohne Hilfe zu Ende gespielte Spiel erscheint hier.</translation>
    </message>
    <message>
        <source>No game solved without help in this category yet. Each one is drawn here with its time.</source>
        <translation>In dieser Kategorie wurde noch kein Spiel ohne Hilfe gelöst. Jedes solche Spiel erscheint hier mit seiner Zeit.</translation>
    </message>
    <message>
        <source>Score of each game</source>
        <translation>Punkte jedes Spiels</translation>
    </message>
    <message>
        <source>Time of each game</source>
        <translation>Zeit jedes Spiels</translation>
    </message>
    <message>
        <source>How the games spread</source>
        <translation>Verteilung der Spiele</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::GameIdDialog</name>
    <message>
        <source>Enter Game ID</source>
        <translation>Spielkennung eingeben</translation>
    </message>
    <message>
        <source>Game ID</source>
        <translation>Spielkennung</translation>
    </message>
    <message>
        <source>Type or paste a game ID.</source>
        <translation>Geben Sie eine Spielkennung ein oder fügen Sie sie ein.</translation>
    </message>
    <message>
        <source>A game ID, as Game ▸ Copy Game ID gives it (for example %1):</source>
        <translation>Eine Spielkennung, wie Spiel ▸ Spielkennung kopieren sie liefert (zum Beispiel %1):</translation>
    </message>
</context>
<context>
    <name>pw::ui::GuideBrowser</name>
    <message>
        <source>How to Play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
</context>
<context>
    <name>pw::ui::IterationChart</name>
    <message>
        <source>Nodes expanded</source>
        <translation>Expandierte Knoten</translation>
    </message>
    <message>
        <source>Each iteration&apos;s nodes are drawn here once it begins.</source>
        <translation>Die Knoten jeder Iteration erscheinen hier, sobald sie beginnt.</translation>
    </message>
    <message>
        <source>Nodes expanded per iteration</source>
        <translation>Expandierte Knoten je Iteration</translation>
    </message>
    <message>
        <source>Bound (each bar from its bound)</source>
        <translation>Schranke (jeder Balken ab seiner Schranke)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Thousands of nodes</source>
        <translation>Tausend Knoten</translation>
    </message>
    <message>
        <source>Millions of nodes</source>
        <translation>Millionen Knoten</translation>
    </message>
</context>
<context>
    <name>pw::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>&amp;Play/Pause</source>
        <translation>&amp;Abspielen/Pause</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation>Ü&amp;ber Puzzle Workbench</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Puzzle Workbench</source>
        <translation>Puzzle Workbench</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Puzzle files (*.json *.txt)</source>
        <translation>Puzzledateien (*.json *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Puzzle öffnen</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>unknown puzzle kind &quot;%1&quot;</source>
        <translation>unbekannte Puzzleart „%1“</translation>
    </message>
    <message>
        <source>not a puzzle file this program reads</source>
        <translation>keine Puzzledatei, die dieses Programm lesen kann</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Save Puzzle</source>
        <translation>Puzzle speichern</translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation>Über Puzzle Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Noodles, Kanoodle Extreme, Entanglement and Sliding Tiles in one window: play them, watch their solvers work step by step, and load and save puzzle files.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Noodles, Kanoodle Extreme, Entanglement und Schiebepuzzle in einem Fenster: spielen, den Lösern Schritt für Schritt zusehen und Puzzledateien laden und speichern.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The %1 game has unsaved changes. Do you want to save them?</source>
        <translation>Das Spiel %1 hat ungespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>Ungespeicherte Spiele wiederherstellen</translation>
    </message>
    <message>
        <source>Puzzle Workbench did not close normally last time. Restore the unsaved games (%1)?</source>
        <translation>Puzzle Workbench wurde beim letzten Mal nicht normal beendet. Die ungespeicherten Spiele (%1) wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Restored: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>%1: the file does not exist any more</source>
        <translation>%1: die Datei existiert nicht mehr</translation>
    </message>
    <message>
        <source>%1: %2 finished.</source>
        <translation>%1: %2 – fertig.</translation>
    </message>
    <message>
        <source>%1 •</source>
        <translation>%1 •</translation>
    </message>
    <message>
        <source>A job finished here while the tab was hidden</source>
        <translation>Hier ist eine Aufgabe fertig geworden, während der Reiter verborgen war</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>How to Play %1</source>
        <translation>Spielanleitung: %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <source>&amp;Copy Game ID</source>
        <translation>Spielkennung &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Enter Game ID...</source>
        <translation>Spielkennung &amp;eingeben...</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Puzzle</source>
        <translation>&amp;Heutiges Puzzle</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>&amp;Statistik...</translation>
    </message>
    <message>
        <source>Copied the game ID %1</source>
        <translation>Spielkennung %1 kopiert</translation>
    </message>
    <message>
        <source>game ID</source>
        <translation>Spielkennung</translation>
    </message>
    <message>
        <source>no tab plays &quot;%1&quot;</source>
        <translation>kein Reiter spielt „%1“</translation>
    </message>
    <message>
        <source>Cannot Start</source>
        <translation>Start nicht möglich</translation>
    </message>
    <message>
        <source>ID: %1</source>
        <translation>Kennung: %1</translation>
    </message>
    <message>
        <source>This game&apos;s ID: %1
Game ▸ Copy Game ID copies it, Game ▸ Enter Game ID opens it again</source>
        <translation>Die ID dieses Spiels: %1
Spiel ▸ Spiel-ID kopieren kopiert sie, Spiel ▸ Spiel-ID eingeben öffnet es wieder</translation>
    </message>
    <message>
        <source>%1

The game is not saved; the file on disk was left as it was.</source>
        <translation>%1

Das Spiel ist nicht gespeichert; die Datei auf dem Datenträger blieb unverändert.</translation>
    </message>
    <message>
        <source>Today&apos;s Puzzle &amp;Archive...</source>
        <translation>&amp;Archiv der Tagesrätsel...</translation>
    </message>
    <message>
        <source>Replace File?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>A file named “%1” already exists in “%2”. Do you want to replace it?</source>
        <translation>Eine Datei namens „%1“ gibt es in „%2“ schon. Soll sie ersetzt werden?</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Messages...</source>
        <translation>&amp;Meldungen...</translation>
    </message>
    <message>
        <source>F&amp;irst Step</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>Letzte&amp;r Schritt</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>Copy &amp;Result</source>
        <translation>Er&amp;gebnis kopieren</translation>
    </message>
    <message>
        <source>No result to copy: %1 shows no finished game</source>
        <translation>Kein Ergebnis zum Kopieren: %1 zeigt kein beendetes Spiel</translation>
    </message>
    <message>
        <source>Copied the result: %1</source>
        <translation>Ergebnis kopiert: %1</translation>
    </message>
    <message>
        <source>Redo &amp;Another Branch</source>
        <translation>&amp;Anderen Zweig wiederholen</translation>
    </message>
    <message>
        <source>Redo &amp;Another Branch: %1</source>
        <translation>&amp;Anderen Zweig wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Play the sounds of Entanglement: a placement, the line growing, a swap and the end of a game</source>
        <translation>Spielt die Klänge von Entanglement: eine gelegte Kachel, die wachsende Linie, einen Tausch und das Spielende</translation>
    </message>
</context>
<context>
    <name>pw::ui::MessagesDialog</name>
    <message>
        <source>Messages: %1</source>
        <translation>Meldungen: %1</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Nothing has been said about this game yet.</source>
        <translation>Zu diesem Spiel gibt es noch keine Meldungen.</translation>
    </message>
</context>
<context>
    <name>pw::ui::Midend</name>
    <message>
        <source>%1 stopped: the position changed.</source>
        <translation>%1 – angehalten: Die Stellung hat sich geändert.</translation>
    </message>
    <message>
        <source>%1 cancelled.</source>
        <translation>%1 – abgebrochen.</translation>
    </message>
    <message>
        <source>a step of the history does not follow from the one before</source>
        <translation>ein Schritt des Verlaufs folgt nicht aus dem davor</translation>
    </message>
    <message>
        <source>Move from the file</source>
        <translation>Zug aus der Datei</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more step(s)</source>
        <translation>
            <numerusform>%1 und %n weiterer Schritt</numerusform>
            <numerusform>%1 und %n weitere Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo now steps through the branch given up here: %1</source>
        <translation>Wiederholen geht jetzt durch den hier aufgegebenen Zweig: %1</translation>
    </message>
    <message>
        <source>there is no game to save yet</source>
        <translation>es gibt noch kein Spiel zum Speichern</translation>
    </message>
</context>
<context>
    <name>pw::ui::NewNoodlesDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Riesig</translation>
    </message>
    <message>
        <source>Wrap around the edges</source>
        <translation>Über die Ränder hinweg verbunden</translation>
    </message>
    <message>
        <source>Exactly one solution</source>
        <translation>Genau eine Lösung</translation>
    </message>
    <message>
        <source>New Noodles Game</source>
        <translation>Neues Noodles-Spiel</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrate</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Sechsecke</translation>
    </message>
    <message>
        <source>%1 (%2 × %3%4)</source>
        <translation>%1 (%2 × %3%4)</translation>
    </message>
    <message>
        <source>, wrap</source>
        <translation>, umlaufend</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>&amp;Grid:</source>
        <translation>&amp;Gitter:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Square pieces with four sides, or hexagonal pieces with six</source>
        <translation>Quadratische Teile mit vier Seiten oder sechseckige Teile mit sechs</translation>
    </message>
    <message>
        <source>A preset size; editing the size below picks Custom</source>
        <translation>Eine vorgegebene Größe; wer die Größe unten ändert, wählt „Benutzerdefiniert“</translation>
    </message>
    <message>
        <source>Pipes may leave one edge and come back on the opposite one</source>
        <translation>Leitungen dürfen an einem Rand hinaus und am gegenüberliegenden wieder hereinführen</translation>
    </message>
    <message>
        <source>Keep generating until the solver proves there is only one solution (slower)</source>
        <translation>So lange erzeugen, bis der Löser beweist, dass es nur eine Lösung gibt (langsamer)</translation>
    </message>
    <message>
        <source>The same seed and options make the same puzzle</source>
        <translation>Derselbe Startwert und dieselben Optionen ergeben dasselbe Rätsel</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>Einen neuen zufälligen Startwert wählen</translation>
    </message>
    <message>
        <source>%1: borders and neighbours</source>
        <translation>%1: Ränder und Nachbarn</translation>
    </message>
    <message>
        <source>%1: also no closed loops</source>
        <translation>%1: dazu keine geschlossenen Schleifen</translation>
    </message>
    <message>
        <source>%1: also no two dead ends facing</source>
        <translation>%1: dazu keine zwei Sackgassen gegeneinander</translation>
    </message>
    <message>
        <source>%1: also no network sealed off</source>
        <translation>%1: dazu kein abgeschottetes Netz</translation>
    </message>
    <message>
        <source>%1: the rules are not enough</source>
        <translation>%1: die Regeln reichen nicht</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>How hard the reasoning is: the puzzle is generated again, seed after seed, until one needs exactly the rules of this level</source>
        <translation>Wie schwer das Schließen ist: Das Rätsel wird Startwert für Startwert neu erzeugt, bis eines genau die Regeln dieser Stufe braucht</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Gewaltig</translation>
    </message>
    <message>
        <source>Vast</source>
        <translation>Unermesslich</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Net&apos;s barrier variant: this share of the sides no noodle crosses in the solution become walls inside the grid (0: none)</source>
        <translation>Die Barrieren aus Net: Dieser Anteil der Seiten, die in der Lösung keine Nudel kreuzt, wird zu Wänden im Brett (0: keine)</translation>
    </message>
    <message>
        <source>&amp;Barriers:</source>
        <translation>&amp;Barrieren:</translation>
    </message>
</context>
<context>
    <name>pw::ui::NewSlidingGameDialog</name>
    <message>
        <source>New Sliding Tiles Game</source>
        <translation>Neues Schiebepuzzle</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Tiles &amp;out of place:</source>
        <translation>Steine &amp;nicht am Platz:</translation>
    </message>
    <message>
        <source>Rows of the board</source>
        <translation>Zeilen des Bretts</translation>
    </message>
    <message>
        <source>Columns of the board</source>
        <translation>Spalten des Bretts</translation>
    </message>
    <message>
        <source>Share of the tiles that the scramble moves away from their goal cells</source>
        <translation>Anteil der Steine, die das Mischen von ihrem Zielfeld wegbewegt</translation>
    </message>
    <message>
        <source>Random (uniform)</source>
        <translation>Zufällig (gleichverteilt)</translation>
    </message>
    <message>
        <source>Random walk (easier)</source>
        <translation>Zufallsweg (leichter)</translation>
    </message>
    <message>
        <source>Uniform: every solvable arrangement is equally likely (a 4 x 4 then needs about 53 moves). Random walk: tiles slid at random from the solved board until the share below is out of place.</source>
        <translation>Gleichverteilt: Jede lösbare Anordnung ist gleich wahrscheinlich (ein 4 x 4-Brett braucht dann im Mittel etwa 53 Züge). Zufallsweg: Steine werden vom gelösten Brett aus zufällig geschoben, bis der unten genannte Anteil nicht an seinem Platz steht.</translation>
    </message>
    <message>
        <source>The same seed and settings deal the same board</source>
        <translation>Derselbe Startwert mit denselben Einstellungen teilt dasselbe Brett aus</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Austeilen:</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesHintArea</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>The step before, nearer to what you can see</source>
        <translation>Der Schritt davor, näher an dem, was Sie sehen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The next step, nearer to the hinted tile</source>
        <translation>Der nächste Schritt, näher am Teil des Tipps</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Why %1 sits this way: %2</source>
        <translation>Warum %1 so liegt: %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesLockTools</name>
    <message>
        <source>Lock &amp;All Tiles</source>
        <translation>&amp;Alle Teile sperren</translation>
    </message>
    <message>
        <source>&amp;Unlock All Tiles</source>
        <translation>Alle Teile &amp;entsperren</translation>
    </message>
    <message>
        <source>Lock the &amp;Row</source>
        <translation>Die &amp;Zeile sperren</translation>
    </message>
    <message>
        <source>Lock the &amp;Column</source>
        <translation>Die &amp;Spalte sperren</translation>
    </message>
    <message>
        <source>Lock the &amp;Network</source>
        <translation>Das &amp;Netz sperren</translation>
    </message>
    <message>
        <source>Lock all tiles</source>
        <translation>Alle Teile sperren</translation>
    </message>
    <message>
        <source>Unlock all tiles</source>
        <translation>Alle Teile entsperren</translation>
    </message>
    <message>
        <source>Lock row</source>
        <translation>Zeile sperren</translation>
    </message>
    <message>
        <source>Unlock row</source>
        <translation>Zeile entsperren</translation>
    </message>
    <message>
        <source>Lock column</source>
        <translation>Spalte sperren</translation>
    </message>
    <message>
        <source>Unlock column</source>
        <translation>Spalte entsperren</translation>
    </message>
    <message>
        <source>Lock network</source>
        <translation>Netz sperren</translation>
    </message>
    <message>
        <source>Unlock network</source>
        <translation>Netz entsperren</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesMessages</name>
    <message>
        <source>the piece at column %1, row %2</source>
        <translation>das Teil in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>it would point off the board</source>
        <translation>es würde über den Rand zeigen</translation>
    </message>
    <message>
        <source>it disagrees with a side already known open or closed</source>
        <translation>es widerspricht einer Seite, die schon als offen oder geschlossen bekannt ist</translation>
    </message>
    <message>
        <source>it would close a loop</source>
        <translation>es würde eine Schleife schließen</translation>
    </message>
    <message>
        <source>it would seal off a network smaller than the board</source>
        <translation>es würde ein Netz abschließen, das kleiner als das Brett ist</translation>
    </message>
    <message>
        <source>the piece is locked</source>
        <translation>das Teil ist gesperrt</translation>
    </message>
    <message>
        <source>trying it led to a contradiction</source>
        <translation>der Versuch führte zu einem Widerspruch</translation>
    </message>
    <message>
        <source>its branch has been searched</source>
        <translation>sein Zweig wurde durchsucht</translation>
    </message>
    <message>
        <source>unknown rule</source>
        <translation>unbekannte Regel</translation>
    </message>
    <message>
        <source>%1 cannot take this orientation: %2</source>
        <translation>%1 kann diese Ausrichtung nicht annehmen: %2</translation>
    </message>
    <message>
        <source>%1 is fixed (last rule: %2)</source>
        <translation>%1 steht fest (letzte Regel: %2)</translation>
    </message>
    <message>
        <source>guess: try one orientation of %1</source>
        <translation>Vermutung: eine Ausrichtung von %1 versuchen</translation>
    </message>
    <message>
        <source>every piece is fixed: a solution</source>
        <translation>jedes Teil steht fest: eine Lösung</translation>
    </message>
    <message>
        <source>back to the state before the last guess</source>
        <translation>zurück zum Stand vor der letzten Vermutung</translation>
    </message>
    <message numerus="yes">
        <source>Solved: the solution is unique (%n guess(es)). Step through the deductions below.</source>
        <translation>
            <numerusform>Gelöst: die Lösung ist eindeutig (%n Vermutung). Gehen Sie unten die Schlussfolgerungen durch.</numerusform>
            <numerusform>Gelöst: die Lösung ist eindeutig (%n Vermutungen). Gehen Sie unten die Schlussfolgerungen durch.</numerusform>
        </translation>
    </message>
    <message>
        <source>This board has several solutions; showing one.</source>
        <translation>Dieses Brett hat mehrere Lösungen; eine davon wird gezeigt.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: %1.</source>
        <translation>Dieses Puzzle hat keine Lösung: %1.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Puzzle hat keine Lösung.</translation>
    </message>
    <message>
        <source>Hint: %1 follows from the locked pieces; it is now turned and locked.</source>
        <translation>Tipp: %1 folgt aus den gesperrten Teilen; das Teil ist jetzt gedreht und gesperrt.</translation>
    </message>
    <message>
        <source>Hint: %1 was wrong (no solution has it turned that way); it is now turned and locked.</source>
        <translation>Tipp: %1 war falsch (keine Lösung dreht das Teil so); es ist jetzt gedreht und gesperrt.</translation>
    </message>
    <message>
        <source>Hint: this board has several solutions; %1 is now turned as in one of them and locked.</source>
        <translation>Tipp: dieses Brett hat mehrere Lösungen; %1 ist jetzt wie in einer davon gedreht und gesperrt.</translation>
    </message>
    <message>
        <source>The puzzle is already solved.</source>
        <translation>Das Puzzle ist bereits gelöst.</translation>
    </message>
    <message>
        <source>No hint: the puzzle has no solution: %1.</source>
        <translation>Kein Tipp: das Puzzle hat keine Lösung: %1.</translation>
    </message>
    <message>
        <source>No hint: the puzzle has no solution.</source>
        <translation>Kein Tipp: das Puzzle hat keine Lösung.</translation>
    </message>
    <message>
        <source>No piece is locked yet: middle-click or Space locks one.</source>
        <translation>Noch ist kein Teil gesperrt: Mittelklick oder Leertaste sperrt eines.</translation>
    </message>
    <message>
        <source>This board has no solution.</source>
        <translation>Dieses Brett hat keine Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>All %n locked piece(s) agree with a solution.</source>
        <translation>
            <numerusform>Das %n gesperrte Teil passt zu einer Lösung.</numerusform>
            <numerusform>Alle %n gesperrten Teile passen zu einer Lösung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each locked piece fits some solution, but not all of them together: one of them belongs to another solution.</source>
        <translation>Jedes gesperrte Teil passt zu einer Lösung, aber nicht alle zusammen: eines gehört zu einer anderen Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>%n locked piece(s), crossed out in red, fit no solution turned that way.</source>
        <translation>
            <numerusform>%n gesperrtes Teil, rot durchkreuzt, passt so gedreht zu keiner Lösung.</numerusform>
            <numerusform>%n gesperrte Teile, rot durchkreuzt, passen so gedreht zu keiner Lösung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check: this board has no solution.</source>
        <translation>Prüfung: Dieses Brett hat keine Lösung.</translation>
    </message>
    <message>
        <source>Check: this board has several solutions, so I cannot tell which tiles are wrong.</source>
        <translation>Prüfung: Dieses Brett hat mehrere Lösungen, daher lässt sich nicht sagen, welche Teile falsch liegen.</translation>
    </message>
    <message>
        <source>Check: every tile is turned as in the solution.</source>
        <translation>Prüfung: Jedes Teil liegt wie in der Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>Check: the %n wrong tile(s) are crossed out.</source>
        <translation>
            <numerusform>Prüfung: Das falsche Teil ist durchgestrichen.</numerusform>
            <numerusform>Prüfung: Die %n falschen Teile sind durchgestrichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Check: %n tile(s) still wrong. Press Check again to see which.</source>
        <translation>
            <numerusform>Prüfung: %n Teil liegt noch falsch. Noch einmal Prüfen zeigt, welches.</numerusform>
            <numerusform>Prüfung: %n Teile liegen noch falsch. Noch einmal Prüfen zeigt, welche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) locked.</source>
        <translation>
            <numerusform>%n Teil gesperrt.</numerusform>
            <numerusform>%n Teile gesperrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) unlocked.</source>
        <translation>
            <numerusform>%n Teil entsperrt.</numerusform>
            <numerusform>%n Teile entsperrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>the end piece at column %1, row %2</source>
        <translation>das Endstück in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the straight at column %1, row %2</source>
        <translation>die Gerade in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the corner at column %1, row %2</source>
        <translation>die Ecke in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the sharp bend at column %1, row %2</source>
        <translation>der enge Bogen in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the wide bend at column %1, row %2</source>
        <translation>der weite Bogen in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the T-piece at column %1, row %2</source>
        <translation>das T-Stück in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the three-way piece at column %1, row %2</source>
        <translation>das Dreiwegestück in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>the four-way piece at column %1, row %2</source>
        <translation>das Vierwegestück in Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>Hint: %1 follows from the walls and the pieces that can only sit one way; it is now turned and locked.</source>
        <translation>Tipp: %1 folgt aus den Wänden und den Teilen, die nur auf eine Weise passen; das Teil ist jetzt gedreht und gesperrt.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edge marks are wrong, among them the one between %1 and %2.</source>
        <translation>
            <numerusform>%n Ihrer Randmarken ist falsch, darunter die zwischen %1 und %2.</numerusform>
            <numerusform>%n Ihrer Randmarken sind falsch, darunter die zwischen %1 und %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your wall mark between %1 and %2 is wrong: in the solution a noodle crosses there.</source>
        <translation>Ihre Wandmarke zwischen %1 und %2 ist falsch: In der Lösung kreuzt dort eine Nudel.</translation>
    </message>
    <message>
        <source>Your joined mark between %1 and %2 is wrong: in the solution no noodle crosses there.</source>
        <translation>Ihre Verbindungsmarke zwischen %1 und %2 ist falsch: In der Lösung kreuzt dort keine Nudel.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edge mark(s) contradict(s) the solution (crossed out).</source>
        <translation>
            <numerusform>%n Ihrer Randmarken widerspricht der Lösung (durchgestrichen).</numerusform>
            <numerusform>%n Ihrer Randmarken widersprechen der Lösung (durchgestrichen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your edge mark(s) contradict(s) the solution.</source>
        <translation>
            <numerusform>%n Ihrer Randmarken widerspricht der Lösung.</numerusform>
            <numerusform>%n Ihrer Randmarken widersprechen der Lösung.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesSettings</name>
    <message>
        <source>The saved Noodles board size is out of range (%1); the default board is used.</source>
        <translation>Die gespeicherte Noodles-Brettgröße liegt außerhalb des gültigen Bereichs (%1); das Standardbrett wird verwendet.</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesSidePanel</name>
    <message>
        <source>Res&amp;tart</source>
        <translation>&amp;Neustart</translation>
    </message>
    <message>
        <source>Turn every piece back to where the game started (undoable)</source>
        <translation>Jedes Teil zurück in die Lage vom Spielbeginn drehen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>&amp;Jumble</source>
        <translation>Durch&amp;einander</translation>
    </message>
    <message>
        <source>Turn every unlocked piece at random (undoable)</source>
        <translation>Jedes nicht gesperrte Teil zufällig drehen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Check &amp;locks</source>
        <translation>Sperren &amp;prüfen</translation>
    </message>
    <message>
        <source>Cross out the locked pieces that no solution has turned that way (counts as help)</source>
        <translation>Die gesperrten Teile durchkreuzen, die keine Lösung so gedreht hat (zählt als Hilfe)</translation>
    </message>
    <message numerus="yes">
        <source>Difficulty: %1 (%n guess(es))</source>
        <translation>
            <numerusform>Schwierigkeit: %1 (%n Rateversuch)</numerusform>
            <numerusform>Schwierigkeit: %1 (%n Rateversuche)</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Schwierigkeit: %1</translation>
    </message>
    <message>
        <source>The borders and the sides the neighbours show fix every piece</source>
        <translation>Die Ränder und die Seiten der Nachbarn legen jedes Teil fest</translation>
    </message>
    <message>
        <source>Needs the loop rule too: a piece never closes a loop</source>
        <translation>Braucht auch die Schleifenregel: Ein Teil schließt nie eine Schleife</translation>
    </message>
    <message>
        <source>Needs the dead-end rule too: two dead ends never face each other</source>
        <translation>Braucht auch die Sackgassenregel: Zwei Sackgassen zeigen nie aufeinander</translation>
    </message>
    <message>
        <source>Needs the isolation rule too: no group of pieces may be sealed off from the rest</source>
        <translation>Braucht auch die Abschottungsregel: Keine Gruppe von Teilen darf vom Rest abgeschnitten sein</translation>
    </message>
    <message>
        <source>The rules stall: pieces must be tried, and the board may have several solutions</source>
        <translation>Die Regeln kommen nicht weiter: Teile müssen ausprobiert werden, und das Brett kann mehrere Lösungen haben</translation>
    </message>
    <message>
        <source>L&amp;ock tools</source>
        <translation>Sperr&amp;werkzeuge</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>Prü&amp;fen</translation>
    </message>
    <message>
        <source>Say how many tiles are still wrong; press again to cross them out (counts as help)</source>
        <translation>Sagt, wie viele Teile noch falsch liegen; ein zweiter Druck streicht sie durch (zählt als Hilfe)</translation>
    </message>
    <message>
        <source>Lock or unlock every tile, a row, a column or a noodle network (also Shift+right click on the board)</source>
        <translation>Alle Teile, eine Zeile, eine Spalte oder ein Nudelnetz sperren oder entsperren (auch Umschalt+Rechtsklick auf dem Brett)</translation>
    </message>
    <message>
        <source>Copy Net &amp;ID</source>
        <translation>Net-&amp;Kennung kopieren</translation>
    </message>
    <message>
        <source>Copy the game ID Simon Tatham&apos;s Net plays this board by (its tiles as turned now and its barriers; square boards only)</source>
        <translation>Die Spielkennung kopieren, unter der Simon Tathams Net dieses Brett spielt (die Teile, wie sie jetzt liegen, und die Barrieren; nur Quadratbretter)</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesStatusLine</name>
    <message>
        <source>Generating a puzzle…</source>
        <translation>Puzzle wird erzeugt…</translation>
    </message>
    <message>
        <source>Moves: %1    Time: %2    Powered: %3 / %4    Locked: %5</source>
        <translation>Züge: %1    Zeit: %2    Versorgt: %3 / %4    Gesperrt: %5</translation>
    </message>
    <message>
        <source>A loop is closed (drawn in red): open it.</source>
        <translation>Eine Schleife ist geschlossen (rot gezeichnet): öffnen Sie sie.</translation>
    </message>
    <message>
        <source>%1 (with help)</source>
        <translation>%1 (mit Hilfe)</translation>
    </message>
    <message numerus="yes">
        <source>%n island(s) closed (outlined): a tile in each is wrong.</source>
        <translation>
            <numerusform>%n Insel geschlossen (umrandet): Ein Teil darin liegt falsch.</numerusform>
            <numerusform>%n Inseln geschlossen (umrandet): In jeder liegt ein Teil falsch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesStepFrames</name>
    <message>
        <source>Before the first deduction.</source>
        <translation>Vor der ersten Schlussfolgerung.</translation>
    </message>
    <message>
        <source>Before the first deduction: each piece shows every orientation it has.</source>
        <translation>Vor dem ersten Schluss: Jedes Teil zeigt alle seine Ausrichtungen.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>Schritt %1, %2: %3</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesTab</name>
    <message>
        <source>Rotate clockwise</source>
        <translation>Im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Lock piece</source>
        <translation>Teil sperren</translation>
    </message>
    <message>
        <source>Unlock piece</source>
        <translation>Teil entsperren</translation>
    </message>
    <message>
        <source>Noodles</source>
        <translation>Noodles</translation>
    </message>
    <message>
        <source>Noodles puzzles (*.json)</source>
        <translation>Noodles-Puzzles (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Generating a Noodles puzzle</source>
        <translation>Noodles-Puzzle wird erzeugt</translation>
    </message>
    <message>
        <source>New Noodles Game</source>
        <translation>Neues Noodles-Spiel</translation>
    </message>
    <message>
        <source>That piece is locked; middle-click or Space unlocks it.</source>
        <translation>Dieses Teil ist gesperrt; Mittelklick oder Leertaste entsperrt es.</translation>
    </message>
    <message>
        <source>Solving Noodles</source>
        <translation>Noodles wird gelöst</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Looking for a hint</source>
        <translation>Suche nach einem Tipp</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Zurück zum Spiel.</translation>
    </message>
    <message>
        <source>Noodles board</source>
        <translation>Noodles-Brett</translation>
    </message>
    <message>
        <source>The step-through keeps the first %L1 steps; the solver goes on.</source>
        <translation>Das schrittweise Abspielen behält die ersten %L1 Schritte; der Löser rechnet weiter.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Jumble</source>
        <translation>Durcheinander</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s)</source>
        <translation>
            <numerusform>In %n Zug gelöst</numerusform>
            <numerusform>In %n Zügen gelöst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (fewest possible: %1)</source>
        <translation>
            <numerusform>In %n Zug gelöst (mindestens nötig: %1)</numerusform>
            <numerusform>In %n Zügen gelöst (mindestens nötig: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (fewest found: %1)</source>
        <translation>
            <numerusform>In %n Zug gelöst (wenigste gefundene: %1)</numerusform>
            <numerusform>In %n Zügen gelöst (wenigste gefundene: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the locks</source>
        <translation>Sperren prüfen</translation>
    </message>
    <message numerus="yes">
        <source>Solved with help; %n move(s) of your own.</source>
        <translation>
            <numerusform>Mit Hilfe gelöst; %n Zug von Ihnen.</numerusform>
            <numerusform>Mit Hilfe gelöst; %n Züge von Ihnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generating a %1 Noodles puzzle</source>
        <translation>Ein Noodles-Rätsel der Stufe %1 wird erzeugt</translation>
    </message>
    <message numerus="yes">
        <source>A %1 puzzle, found among %n board(s).</source>
        <translation>
            <numerusform>Ein Rätsel der Stufe %1, gefunden unter %n Brett.</numerusform>
            <numerusform>Ein Rätsel der Stufe %1, gefunden unter %n Brettern.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the tiles</source>
        <translation>Teile prüfen</translation>
    </message>
    <message>
        <source>Only a wrapping board can be shifted.</source>
        <translation>Nur ein umlaufendes Brett lässt sich verschieben.</translation>
    </message>
    <message>
        <source>Shift the picture</source>
        <translation>Bild verschieben</translation>
    </message>
    <message>
        <source>Turn half round</source>
        <translation>Halb herum drehen</translation>
    </message>
    <message numerus="yes">
        <source>Turn %n tile(s)</source>
        <translation>
            <numerusform>%n Teil drehen</numerusform>
            <numerusform>%n Teile drehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lock %n tile(s)</source>
        <translation>
            <numerusform>%n Teil sperren</numerusform>
            <numerusform>%n Teile sperren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unlock %n tile(s)</source>
        <translation>
            <numerusform>%n Teil entsperren</numerusform>
            <numerusform>%n Teile entsperren</numerusform>
        </translation>
    </message>
    <message>
        <source>Tip: click a piece to turn it (right-click turns it back, middle-click locks it) until every piece is lit from the source. Ctrl+click near a side marks it as a wall, Ctrl+right-click as joined. F1 shows the rules.</source>
        <translation>Tipp: Klicken Sie ein Teil an, um es zu drehen (Rechtsklick dreht es zurück, Mittelklick sperrt es), bis jedes Teil von der Quelle aus leuchtet. Strg+Klick nahe einer Seite markiert sie als Wand, Strg+Rechtsklick als verbunden. F1 zeigt die Regeln.</translation>
    </message>
    <message>
        <source>Mark a wall</source>
        <translation>Wand markieren</translation>
    </message>
    <message>
        <source>Mark a join</source>
        <translation>Verbindung markieren</translation>
    </message>
    <message>
        <source>Clear a mark</source>
        <translation>Marke entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Copied Net&apos;s game ID of this board (%n character(s)): in Net, Game ▸ Specific… plays it.</source>
        <translation>
            <numerusform>Nets Spielkennung dieses Bretts kopiert (%n Zeichen): In Net spielt Game ▸ Specific… sie.</numerusform>
            <numerusform>Nets Spielkennung dieses Bretts kopiert (%n Zeichen): In Net spielt Game ▸ Specific… sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left click turns a piece anticlockwise, right click clockwise, middle click locks it; keys: arrows move the cursor, A and D (or Enter) turn, F turns half round, Space locks; Shift+drag turns (left button) or locks (middle) every piece passed. The wheel (or + and -) zooms, a drag moves the board, 0 fits it to the window. Shift+right click opens the lock tools (L, U, R, C, N); on a wrapping board Ctrl+drag or Ctrl+Shift+arrows shift the picture. Ctrl+click near a side marks it as a wall, Ctrl+right click as joined (the same again takes the mark off)</source>
        <translation>Linksklick dreht ein Teil gegen den Uhrzeigersinn, Rechtsklick im Uhrzeigersinn, Mittelklick sperrt es; Tasten: Pfeile bewegen den Cursor, A und D (oder Eingabe) drehen, F dreht halb herum, Leertaste sperrt; Umschalt+Ziehen dreht (linke Taste) oder sperrt (mittlere) jedes überstrichene Teil. Das Mausrad (oder + und -) zoomt, Ziehen verschiebt das Brett, 0 passt es ins Fenster ein. Umschalt+Rechtsklick öffnet die Sperrwerkzeuge (L, U, R, C, N); auf einem umlaufenden Brett verschieben Strg+Ziehen oder Strg+Umschalt+Pfeile das Bild. Strg+Klick nahe einer Seite markiert sie als Wand, Strg+Rechtsklick als verbunden (dasselbe noch einmal nimmt die Marke weg)</translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesView</name>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message numerus="yes">
        <source>A network of %n tile(s) with a closed loop in it (in red): open the loop.</source>
        <translation>
            <numerusform>Ein Netz aus %n Teil mit einer geschlossenen Schleife (rot): Öffnen Sie die Schleife.</numerusform>
            <numerusform>Ein Netz aus %n Teilen mit einer geschlossenen Schleife (rot): Öffnen Sie die Schleife.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An island of %n tile(s): no arm of it is left free, so it can never reach the rest; a tile in it is wrong.</source>
        <translation>
            <numerusform>Eine Insel aus %n Teil: Kein Arm ist mehr frei, sie kann den Rest also nie erreichen; ein Teil darin liegt falsch.</numerusform>
            <numerusform>Eine Insel aus %n Teilen: Kein Arm ist mehr frei, sie kann den Rest also nie erreichen; ein Teil darin liegt falsch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The source&apos;s network: %n tile(s).</source>
        <translation>
            <numerusform>Das Netz der Quelle: %n Teil.</numerusform>
            <numerusform>Das Netz der Quelle: %n Teile.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile joined to nothing yet.</source>
        <translation>Ein Teil, das noch mit nichts verbunden ist.</translation>
    </message>
    <message numerus="yes">
        <source>A network of %n tile(s), not yet joined to the source.</source>
        <translation>
            <numerusform>Ein Netz aus %n Teil, noch nicht mit der Quelle verbunden.</numerusform>
            <numerusform>Ein Netz aus %n Teilen, noch nicht mit der Quelle verbunden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::PuzzleTab</name>
    <message>
        <source>autosave</source>
        <translation>Sicherung</translation>
    </message>
</context>
<context>
    <name>pw::ui::SearchWatchDialog</name>
    <message>
        <source>&amp;Step through</source>
        <translation>&amp;Schrittweise</translation>
    </message>
    <message>
        <source>&amp;Full speed</source>
        <translation>&amp;Volle Geschwindigkeit</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Watch IDA*</source>
        <translation>IDA* zusehen</translation>
    </message>
    <message>
        <source>Position at the end of the path</source>
        <translation>Stellung am Ende des Pfads</translation>
    </message>
    <message>
        <source>The board after the moves of the path the search is expanding</source>
        <translation>Das Brett nach den Zügen des Pfads, den die Suche gerade expandiert</translation>
    </message>
    <message>
        <source>Search the board on screen with IDA* and play what it does, step by step, at the player&apos;s speed</source>
        <translation>Das Brett auf dem Bildschirm mit IDA* durchsuchen und Schritt für Schritt im Tempo des Abspielers zeigen, was die Suche tut</translation>
    </message>
    <message>
        <source>Search the board on screen with IDA* at full speed, the newest step always in sight</source>
        <translation>Das Brett auf dem Bildschirm mit IDA* in voller Geschwindigkeit durchsuchen, der neueste Schritt stets im Blick</translation>
    </message>
    <message>
        <source>Stop the search; its steps so far stay to be stepped through</source>
        <translation>Die Suche anhalten; ihre bisherigen Schritte bleiben zum Durchgehen erhalten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the window; a search still running stops</source>
        <translation>Das Fenster schließen; eine laufende Suche hält an</translation>
    </message>
    <message>
        <source>Before the first iteration.</source>
        <translation>Vor der ersten Iteration.</translation>
    </message>
    <message>
        <source>Nodes: none yet</source>
        <translation>Knoten: noch keine</translation>
    </message>
    <message>
        <source>Path: the start</source>
        <translation>Pfad: der Start</translation>
    </message>
    <message>
        <source>Iteration %1 begins: bound %2.</source>
        <translation>Iteration %1 beginnt: Schranke %2.</translation>
    </message>
    <message numerus="yes">
        <source>Iteration %1, bound %2: expanding a node %n move(s) deep.</source>
        <translation>
            <numerusform>Iteration %1, Schranke %2: expandiert einen Knoten %n Zug tief.</numerusform>
            <numerusform>Iteration %1, Schranke %2: expandiert einen Knoten %n Züge tief.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Iteration %1 ends: a solution of %n move(s), bound %2.</source>
        <translation>
            <numerusform>Iteration %1 endet: eine Lösung mit %n Zug, Schranke %2.</numerusform>
            <numerusform>Iteration %1 endet: eine Lösung mit %n Zügen, Schranke %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Iteration %1 ends: nothing within bound %2; the next bound is %3.</source>
        <translation>Iteration %1 endet: nichts innerhalb der Schranke %2; die nächste Schranke ist %3.</translation>
    </message>
    <message>
        <source>Iteration %1 (bound %2) stopped.</source>
        <translation>Iteration %1 (Schranke %2) angehalten.</translation>
    </message>
    <message>
        <source>Iteration %1 ends with no bound left to try.</source>
        <translation>Iteration %1 endet, und keine Schranke ist mehr zu versuchen.</translation>
    </message>
    <message>
        <source>Nodes: %1 in this iteration, %2 in all</source>
        <translation>Knoten: %1 in dieser Iteration, %2 insgesamt</translation>
    </message>
    <message numerus="yes">
        <source>Path (%n move(s)): %1</source>
        <translation>
            <numerusform>Pfad (%n Zug): %1</numerusform>
            <numerusform>Pfad (%n Züge): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the search...</source>
        <translation>Die Suche wird vorbereitet …</translation>
    </message>
    <message>
        <source>Searching: %1 nodes expanded.</source>
        <translation>Suche läuft: %1 Knoten expandiert.</translation>
    </message>
    <message numerus="yes">
        <source>Done: %1 nodes in %2 iterations; a solution of %n move(s).</source>
        <translation>
            <numerusform>Fertig: %1 Knoten in %2 Iterationen; eine Lösung mit %n Zug.</numerusform>
            <numerusform>Fertig: %1 Knoten in %2 Iterationen; eine Lösung mit %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 nodes.</source>
        <translation>Angehalten nach %1 Knoten.</translation>
    </message>
    <message>
        <source>Step through or Full speed searches the board on screen with the heuristic chosen on the Solver page.</source>
        <translation>Schrittweise oder Volle Geschwindigkeit durchsucht das Brett auf dem Bildschirm mit der Heuristik, die auf der Seite Löser gewählt ist.</translation>
    </message>
</context>
<context>
    <name>pw::ui::SettingsWrites</name>
    <message>
        <source>The settings could not be saved to %1: the file or its folder cannot be written. Changed settings last until the program ends.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden: Die Datei oder ihr Ordner ist nicht beschreibbar. Geänderte Einstellungen gelten bis zum Programmende.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: the file is not in the settings&apos; format. Changed settings last until the program ends.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden: Die Datei hat nicht das Format der Einstellungen. Geänderte Einstellungen gelten bis zum Programmende.</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingBoardEditor</name>
    <message>
        <source>blank</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Board being set up</source>
        <translation>Brett in Eingabe</translation>
    </message>
    <message>
        <source>Click a cell and type its number (0 for the blank), or drag a tile onto another cell to swap them</source>
        <translation>Ein Feld anklicken und seine Zahl tippen (0 für die Lücke), oder einen Stein auf ein anderes Feld ziehen, um beide zu tauschen</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Lee&amp;ren</translation>
    </message>
    <message>
        <source>&amp;Paste board</source>
        <translation>Brett &amp;einfügen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Empty every cell, to type the board in from the first cell on</source>
        <translation>Alle Felder leeren, um das Brett ab dem ersten Feld einzutippen</translation>
    </message>
    <message>
        <source>Read a board copied as text: rows of numbers, 0 the blank</source>
        <translation>Ein als Text kopiertes Brett lesen: Zeilen von Zahlen, 0 ist die Lücke</translation>
    </message>
    <message>
        <source>Start a game from this board</source>
        <translation>Ein Spiel mit diesem Brett beginnen</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>die Zwischenablage</translation>
    </message>
    <message>
        <source>Duplicate tiles: %1.</source>
        <translation>Doppelte Steine: %1.</translation>
    </message>
    <message>
        <source>Missing tiles: %1.</source>
        <translation>Fehlende Steine: %1.</translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>Lösbar.</translation>
    </message>
    <message>
        <source>Not solvable (parity): swap two tiles to fix it.</source>
        <translation>Nicht lösbar (Parität): zwei Steine tauschen, um es zu beheben.</translation>
    </message>
    <message>
        <source>How many rows of tiles the board has</source>
        <translation>Wie viele Reihen von Steinen das Brett hat</translation>
    </message>
    <message>
        <source>How many columns of tiles the board has</source>
        <translation>Wie viele Spalten von Steinen das Brett hat</translation>
    </message>
    <message>
        <source>Leave the editor; the game from before goes on</source>
        <translation>Den Editor verlassen; das Spiel von vorher geht weiter</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingMoveList</name>
    <message>
        <source>Moves played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>Each move with the optimal distance to the goal before and after it: green when it went closer, red when farther</source>
        <translation>Jeder Zug mit der optimalen Entfernung zum Ziel davor und danach: grün, wenn er näher brachte, rot, wenn weiter weg</translation>
    </message>
    <message>
        <source>%1. Tile %2: %3 → %4</source>
        <translation>%1. Stein %2: %3 → %4</translation>
    </message>
    <message>
        <source>%1–%2. Tiles %3: %4 → %5</source>
        <translation>%1–%2. Steine %3: %4 → %5</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSearchPanel</name>
    <message>
        <source>Best board so far:</source>
        <translation>Bestes Brett bisher:</translation>
    </message>
    <message>
        <source>&amp;Copy solution</source>
        <translation>Lösung &amp;kopieren</translation>
    </message>
    <message>
        <source>Best board so far</source>
        <translation>Bisher bestes Brett</translation>
    </message>
    <message>
        <source>The board closest to the goal that the running search has met</source>
        <translation>Das Brett, das dem Ziel am nächsten kommt, das die laufende Suche bisher gefunden hat</translation>
    </message>
    <message>
        <source>Copy the moves of the solution found (U, D, L, R: where the blank goes) to the clipboard</source>
        <translation>Die Züge der gefundenen Lösung (U, D, L, R: wohin die Lücke geht) in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>%1 % done</source>
        <translation>%1 % erledigt</translation>
    </message>
    <message>
        <source>Elapsed: %1 s</source>
        <translation>Vergangen: %1 s</translation>
    </message>
    <message numerus="yes">
        <source>Copied the solution (%n move(s)) to the clipboard.</source>
        <translation>
            <numerusform>Die Lösung (%n Zug) wurde in die Zwischenablage kopiert.</numerusform>
            <numerusform>Die Lösung (%n Züge) wurde in die Zwischenablage kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Watch IDA*...</source>
        <translation>IDA* &amp;zusehen …</translation>
    </message>
    <message>
        <source>Open a window that runs IDA* on this board and shows each iteration: its bound, its nodes and the path being expanded</source>
        <translation>Ein Fenster öffnen, in dem IDA* dieses Brett durchsucht und jede Iteration zeigt: ihre Schranke, ihre Knoten und den Pfad, der gerade expandiert wird</translation>
    </message>
    <message>
        <source>&amp;Answer now</source>
        <translation>&amp;Jetzt antworten</translation>
    </message>
    <message>
        <source>Do not wait for the 7-8 tables: answer with the 6-6-3 tables within the optimal budget, or with the fast solver&apos;s longer answer</source>
        <translation>Nicht auf die 7-8-Tabellen warten: mit den 6-6-3-Tabellen innerhalb der Zeit für die optimale Suche antworten oder mit der längeren Antwort des schnellen Lösers</translation>
    </message>
    <message>
        <source>All &amp;optimal solutions</source>
        <translation>Alle &amp;optimalen Lösungen</translation>
    </message>
    <message>
        <source>Count every optimal solution of the board on screen (up to 16 cells) and list the first of them to step through</source>
        <translation>Alle optimalen Lösungen des Bretts auf dem Bildschirm zählen (bis 16 Felder) und die ersten davon zum Durchgehen auflisten</translation>
    </message>
    <message>
        <source>Optimal solutions</source>
        <translation>Optimale Lösungen</translation>
    </message>
    <message>
        <source>Choose an optimal solution: the player under the board steps through it</source>
        <translation>Eine optimale Lösung wählen: Der Spieler unter dem Brett geht sie durch</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSidePanel</name>
    <message>
        <source>This board cannot be solved: its tiles have the wrong parity.</source>
        <translation>Dieses Brett ist unlösbar: seine Steine haben die falsche Parität.</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>Start a new scrambled board of a chosen size and seed</source>
        <translation>Ein neues gemischtes Brett mit gewählter Größe und Startwert beginnen</translation>
    </message>
    <message>
        <source>Sc&amp;ramble</source>
        <translation>&amp;Mischen</translation>
    </message>
    <message>
        <source>Scramble the board again with a new seed</source>
        <translation>Das Brett mit einem neuen Startwert erneut mischen</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the best next tile to slide; press again to slide it</source>
        <translation>Zeigt den besten nächsten Stein zum Schieben; ein zweiter Druck schiebt ihn</translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation>L&amp;ösen</translation>
    </message>
    <message>
        <source>Search for a solution and replay it with the step player</source>
        <translation>Eine Lösung suchen und mit dem Schrittspieler abspielen</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Set &amp;up...</source>
        <translation>Brett ein&amp;geben...</translation>
    </message>
    <message>
        <source>Type or drag in a board of your own, or paste one, and play it</source>
        <translation>Ein eigenes Brett eintippen, zusammenziehen oder einfügen und spielen</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The moves played, each with the optimal distance before and after it</source>
        <translation>Die gespielten Züge, jeder mit dem optimalen Abstand davor und danach</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>What Solve, Hint or Watch IDA* searched and found</source>
        <translation>Was Lösen, Tipp oder IDA* zusehen gesucht und gefunden hat</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>The algorithm and heuristic Solve uses, its limits, and the 7-8 tables</source>
        <translation>Algorithmus und Heuristik für Lösen, ihre Grenzen und die 7-8-Tabellen</translation>
    </message>
    <message>
        <source>Show the other pages</source>
        <translation>Die anderen Seiten zeigen</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSolverBox</name>
    <message>
        <source>The setting %1 = &quot;%2&quot; is out of range (%3 to %4); the default %5 is used.</source>
        <translation>Die Einstellung %1 = „%2“ liegt außerhalb des gültigen Bereichs (%3 bis %4); der Standardwert %5 wird verwendet.</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Verfahren:</translation>
    </message>
    <message>
        <source>Heuris&amp;tic:</source>
        <translation>Heuristi&amp;k:</translation>
    </message>
    <message>
        <source>A* &amp;memory:</source>
        <translation>A*-&amp;Speicher:</translation>
    </message>
    <message>
        <source>Optimal &amp;budget:</source>
        <translation>Zeit für &amp;optimal:</translation>
    </message>
    <message>
        <source>Search algorithm used by Solve; Automatic picks IDA* or the fast solver by board size</source>
        <translation>Suchverfahren für „Lösen“; „Automatisch“ wählt IDA* oder den schnellen Löser nach Brettgröße</translation>
    </message>
    <message>
        <source>Lower bound that guides the search; pattern databases suit 4 x 4 boards only</source>
        <translation>Untere Schranke, die die Suche leitet; Musterdatenbanken gibt es nur für 4 x 4-Bretter</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A* stops when its open and closed lists pass this size</source>
        <translation>A* hält an, wenn seine offene und geschlossene Liste diese Größe überschreiten</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Automatic and Hint first search this long for an optimal answer on boards of up to 25 cells (4 x 6, 5 x 5...), then take the fast solver&apos;s; none: optimal up to 16 cells only</source>
        <translation>Automatisch und Tipp suchen auf Brettern bis 25 Felder (4 x 6, 5 x 5 …) so lange nach einer optimalen Antwort und nehmen dann die des schnellen Lösers; keine: optimal nur bis 16 Felder</translation>
    </message>
    <message>
        <source>%1 x %1 tables:</source>
        <translation>%1 × %1-Tabellen:</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSolverNames</name>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Optimal (IDA*)</source>
        <translation>Optimal (IDA*)</translation>
    </message>
    <message>
        <source>Optimal, much memory (A*)</source>
        <translation>Optimal, viel Speicher (A*)</translation>
    </message>
    <message>
        <source>Fast, not optimal</source>
        <translation>Schnell, nicht optimal</translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation>Manhattan-Distanz</translation>
    </message>
    <message>
        <source>Linear conflicts</source>
        <translation>Lineare Konflikte</translation>
    </message>
    <message>
        <source>Pattern databases</source>
        <translation>Musterdatenbanken</translation>
    </message>
    <message>
        <source>Optimal up to 16 cells, and up to 25 cells within the optimal budget; the fast solver on bigger boards</source>
        <translation>Optimal bis 16 Felder und bis 25 Felder innerhalb der Zeit für die optimale Suche; auf größeren Brettern der schnelle Löser</translation>
    </message>
    <message>
        <source>Always the fewest moves; deepening searches that keep only the current path (may take very long on big boards)</source>
        <translation>Immer die wenigsten Züge; vertiefende Suchen, die nur den aktuellen Pfad behalten (kann auf großen Brettern sehr lange dauern)</translation>
    </message>
    <message>
        <source>Always the fewest moves; keeps every position it met, so it stops at the memory limit on hard boards</source>
        <translation>Immer die wenigsten Züge; behält jede gesehene Stellung und hält deshalb auf schweren Brettern an der Speichergrenze an</translation>
    </message>
    <message>
        <source>Places the tiles row by row and column by column: any size in moments, but not the fewest moves</source>
        <translation>Setzt die Steine Zeile für Zeile und Spalte für Spalte: jede Größe in Augenblicken, aber nicht mit den wenigsten Zügen</translation>
    </message>
    <message>
        <source>the fast solver: the optimal search ran out of its %1 s budget</source>
        <translation>den schnellen Löser: die optimale Suche hat ihre %1 s aufgebraucht</translation>
    </message>
    <message>
        <source>linear conflicts</source>
        <translation>linearen Konflikten</translation>
    </message>
    <message>
        <source>the %1 pattern databases</source>
        <translation>den %1-Musterdatenbanken</translation>
    </message>
    <message>
        <source>A* with %1</source>
        <translation>A* mit %1</translation>
    </message>
    <message>
        <source>IDA* with %1</source>
        <translation>IDA* mit %1</translation>
    </message>
    <message>
        <source>the fast solver</source>
        <translation>den schnellen Löser</translation>
    </message>
    <message>
        <source>A* stopped after %1 expanded nodes: its memory passed the limit of %2 MiB. IDA* solves the same board in little memory.</source>
        <translation>A* hat nach %1 expandierten Knoten angehalten: sein Speicher hat die Grenze von %2 MiB überschritten. IDA* löst dasselbe Brett mit wenig Speicher.</translation>
    </message>
    <message>
        <source>This board cannot be solved: its tiles have the wrong parity.</source>
        <translation>Dieses Brett ist unlösbar: seine Steine haben die falsche Parität.</translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation>Die Suche wurde angehalten: %1</translation>
    </message>
    <message>
        <source>The search gave up: %1</source>
        <translation>Die Suche hat aufgegeben: %1</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>optimal</translation>
    </message>
    <message>
        <source>not proven optimal</source>
        <translation>nicht als optimal bewiesen</translation>
    </message>
    <message numerus="yes">
        <source>An optimal solution has between %1 and %n move(s).</source>
        <translation>
            <numerusform>Eine optimale Lösung hat zwischen %1 und %n Zug.</numerusform>
            <numerusform>Eine optimale Lösung hat zwischen %1 und %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>weighted IDA*: the optimal search ran out of its %1 s budget</source>
        <translation>das gewichtete IDA*: die optimale Suche hat ihre %1 s aufgebraucht</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) (%1)</source>
        <translation>
            <numerusform>%n Zug (%1)</numerusform>
            <numerusform>%n Züge (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>By %1
Expanded: %2
h of the start: %3
Time: %4 s</source>
        <translation>Mit %1
Expandiert: %2
h des Starts: %3
Zeit: %4 s</translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingTab</name>
    <message>
        <source>Slide</source>
        <translation>Schieben</translation>
    </message>
    <message numerus="yes">
        <source>Slide %n tiles</source>
        <translation>
            <numerusform>%n Stein schieben</numerusform>
            <numerusform>%n Steine schieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Sliding Tiles</source>
        <translation>Schiebepuzzle</translation>
    </message>
    <message>
        <source>Sliding boards (*.json *.txt)</source>
        <translation>Schiebepuzzles (*.json *.txt)</translation>
    </message>
    <message>
        <source>Sliding JSON files (*.json)</source>
        <translation>Schiebepuzzle-JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Sliding text boards (*.txt)</source>
        <translation>Schiebepuzzle-Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>New %1 x %2 game, seed %3</source>
        <translation>Neues Spiel %1 x %2, Startwert %3</translation>
    </message>
    <message>
        <source>Scrambled with seed %1</source>
        <translation>Gemischt mit Startwert %1</translation>
    </message>
    <message>
        <source>The board is already solved.</source>
        <translation>Das Brett ist bereits gelöst.</translation>
    </message>
    <message>
        <source>This board cannot be solved: its tiles have the wrong parity.</source>
        <translation>Dieses Brett ist unlösbar: seine Steine haben die falsche Parität.</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>Suche läuft...</translation>
    </message>
    <message>
        <source>Looking for a hint</source>
        <translation>Suche nach einem Tipp</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Sliding board</source>
        <translation>Schiebebrett</translation>
    </message>
    <message>
        <source>Tip: click a tile in the gap&apos;s row or column, or use the arrow keys, to slide the tiles into order. F1 shows the rules.</source>
        <translation>Tipp: Klicken Sie einen Stein in der Zeile oder Spalte der Lücke an oder nutzen Sie die Pfeiltasten, um die Steine in Ordnung zu schieben. F1 zeigt die Regeln.</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>%1 gestartet</translation>
    </message>
    <message>
        <source>Hint: slide tile %1, the next move of an optimal solution found before.</source>
        <translation>Tipp: Schieben Sie Stein %1, den nächsten Zug einer zuvor gefundenen optimalen Lösung.</translation>
    </message>
    <message>
        <source>Hint: slide tile %1, the next move of the solution found before (not proven optimal).</source>
        <translation>Tipp: Schieben Sie Stein %1, den nächsten Zug der zuvor gefundenen Lösung (nicht als optimal bewiesen).</translation>
    </message>
    <message>
        <source>Press Hint again to slide it.</source>
        <translation>Ein weiterer Druck auf Tipp schiebt ihn.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: slide tile %1, the first move of a %2 solution of %n move(s).</source>
        <translation>
            <numerusform>Tipp: Schieben Sie Stein %1, den ersten Zug einer Lösung mit %n Zug (%2).</numerusform>
            <numerusform>Tipp: Schieben Sie Stein %1, den ersten Zug einer Lösung mit %n Zügen (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solution: %n move(s) (%1). Replay it with the player below.</source>
        <translation>
            <numerusform>Lösung: %n Zug (%1). Spielen Sie sie unten ab.</numerusform>
            <numerusform>Lösung: %n Züge (%1). Spielen Sie sie unten ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slid tile %1, as the hint said.</source>
        <translation>Stein %1 geschoben, wie der Tipp riet.</translation>
    </message>
    <message>
        <source>Started the %1 x %2 board you set up.</source>
        <translation>Das eingegebene %1 x %2-Brett ist begonnen.</translation>
    </message>
    <message>
        <source>Watching IDA*</source>
        <translation>IDA* wird zugesehen</translation>
    </message>
    <message>
        <source>Faster on 4 x 4: Build the 7-8 tables (on the Solver page).</source>
        <translation>Schneller auf 4 x 4: 7-8-Tabellen erstellen (auf der Seite Löser).</translation>
    </message>
    <message>
        <source>Click a tile in the blank&apos;s row or column, or drag it towards the blank, or use the arrow keys, to slide tiles</source>
        <translation>Einen Stein in der Zeile oder Spalte der Lücke anklicken oder zur Lücke hin ziehen oder die Pfeiltasten benutzen, um Steine zu schieben</translation>
    </message>
    <message>
        <source>Waiting for the %1 tables, for an optimal answer...</source>
        <translation>Warte auf die %1-Tabellen, für eine optimale Antwort …</translation>
    </message>
    <message>
        <source>waiting for the %1 tables (Answer now: a quicker answer)</source>
        <translation>wartet auf die %1-Tabellen („Jetzt antworten“: eine schnellere Antwort)</translation>
    </message>
    <message>
        <source>Waiting for the %1 tables</source>
        <translation>Warten auf die %1-Tabellen</translation>
    </message>
    <message>
        <source>Every optimal solution is counted on boards of up to 16 cells.</source>
        <translation>Alle optimalen Lösungen werden auf Brettern bis 16 Felder gezählt.</translation>
    </message>
    <message>
        <source>Counting the optimal solutions...</source>
        <translation>Zähle die optimalen Lösungen …</translation>
    </message>
    <message>
        <source>Counting the optimal solutions</source>
        <translation>Optimale Lösungen zählen</translation>
    </message>
    <message>
        <source>%1. Tiles %2</source>
        <translation>%1. Steine %2</translation>
    </message>
    <message numerus="yes">
        <source>%n optimal solution(s) of %1 moves</source>
        <translation>
            <numerusform>%n optimale Lösung mit %1 Zügen</numerusform>
            <numerusform>%n optimale Lösungen mit %1 Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n listed: choose one to step through it.</source>
        <translation>
            <numerusform>Die erste ist gelistet: Wählen Sie sie, um sie durchzugehen.</numerusform>
            <numerusform>Die ersten %n sind gelistet: Wählen Sie eine, um sie durchzugehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 tables are being built: later searches take them.</source>
        <translation>Die %1-Tabellen werden erstellt: Spätere Suchen nutzen sie.</translation>
    </message>
    <message>
        <source>Stronger on %1 x %1: Build the %2 tables (on the Solver page).</source>
        <translation>Stärker auf %1 × %1: Die %2-Tabellen erstellen (auf der Seite „Löser“).</translation>
    </message>
</context>
<context>
    <name>pw::ui::SolverStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running solver</source>
        <translation>Den laufenden Löser anhalten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::StartupChecks</name>
    <message>
        <source>it cannot be created</source>
        <translation>er kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>statistics and autosaves are not kept</source>
        <translation>Statistik und automatische Sicherungen werden nicht aufbewahrt</translation>
    </message>
    <message>
        <source>settings, recent files and the window&apos;s place are not kept</source>
        <translation>Einstellungen, zuletzt geöffnete Dateien und die Fensterposition werden nicht aufbewahrt</translation>
    </message>
    <message>
        <source>Sliding Tiles&apos; pattern databases are built again in every session</source>
        <translation>die Musterdatenbanken des Schiebepuzzles werden in jeder Sitzung neu berechnet</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written (%2): %3. Play goes on.</source>
        <translation>In den Ordner %1 kann nicht geschrieben werden (%2): %3. Das Spiel geht weiter.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of an earlier version were left where they were, as the data or cache folder already holds one of the same name: %1</source>
        <translation>
            <numerusform>%n Datei einer früheren Version blieb, wo sie war, da der Daten- oder Cache-Ordner schon eine gleichnamige enthält: %1</numerusform>
            <numerusform>%n Dateien einer früheren Version blieben, wo sie waren, da der Daten- oder Cache-Ordner schon gleichnamige enthält: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of an earlier version could not be moved to the data or cache folder and were left where they were: %1</source>
        <translation>
            <numerusform>%n Datei einer früheren Version konnte nicht in den Daten- oder Cache-Ordner verschoben werden und blieb, wo sie war: %1</numerusform>
            <numerusform>%n Dateien einer früheren Version konnten nicht in den Daten- oder Cache-Ordner verschoben werden und blieben, wo sie waren: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::StatisticsColumns</name>
    <message>
        <source>%1 (optimum %2)</source>
        <translation>%1 (Optimum %2)</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Solved unaided</source>
        <translation>Ohne Hilfe gelöst</translation>
    </message>
    <message>
        <source>With help</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Mittlere Zeit</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Best today</source>
        <translation>Beste heute</translation>
    </message>
    <message>
        <source>Best this week</source>
        <translation>Beste dieser Woche</translation>
    </message>
</context>
<context>
    <name>pw::ui::StatisticsDialog</name>
    <message>
        <source>%1 Statistics</source>
        <translation>%1: Statistik</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Size or level</source>
        <translation>Größe oder Stufe</translation>
    </message>
    <message>
        <source>Games finished after Solve or a Hint count as played and with help, never as a best.</source>
        <translation>Spiele, die nach „Lösen“ oder einem Tipp beendet wurden, zählen als gespielt und mit Hilfe, nie als Bestwert.</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Zurücksetzen...</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every %1 game recorded so far? This cannot be undone.</source>
        <translation>Alle bisher erfassten %1-Spiele vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s puzzle streak: %n day(s) in a row solved unaided.</source>
        <translation>
            <numerusform>Serie beim heutigen Puzzle: %n Tag in Folge ohne Hilfe gelöst.</numerusform>
            <numerusform>Serie beim heutigen Puzzle: %n Tage in Folge ohne Hilfe gelöst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game ID</source>
        <translation>Spielkennung</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Bilanz</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Si&amp;ze or level:</source>
        <translation>&amp;Größe oder Stufe:</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>the Charts page&apos;s label before the list of sizes, named as the puzzle names them (Radius)</comment>
        <translation>%1:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s)</source>
        <translation>
            <numerusform>%1: %n Tag</numerusform>
            <numerusform>%1: %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s puzzle streaks, days in a row solved unaided: %1.</source>
        <translation>Serien bei den heutigen Puzzles, Tage in Folge ohne Hilfe gelöst: %1.</translation>
    </message>
</context>
<context>
    <name>pw::ui::StepPlayer</name>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Position in the replay</source>
        <translation>Position in der Wiedergabe</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) per second</source>
        <translation>
            <numerusform>%n Schritt pro Sekunde</numerusform>
            <numerusform>%n Schritte pro Sekunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>pw::ui::StorageNoticeButton</name>
    <message>
        <source>Files and Settings</source>
        <translation>Dateien und Einstellungen</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>pw::ui::TableBuilder</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Build the %1 tables</source>
        <translation>Die %1-Tabellen erstellen</translation>
    </message>
    <message>
        <source>Build them when first needed</source>
        <translation>Beim ersten Bedarf erstellen</translation>
    </message>
    <message>
        <source>Stop building the tables; nothing is kept and the 6-6-3 tables go on answering</source>
        <translation>Das Erstellen der Tabellen anhalten; nichts wird behalten, und die 6-6-3-Tabellen antworten weiter</translation>
    </message>
    <message>
        <source>Building the %1 tables was cancelled; nothing was kept.</source>
        <translation>Das Erstellen der %1-Tabellen wurde abgebrochen; nichts wurde behalten.</translation>
    </message>
    <message>
        <source>The %1 tables on disk were not taken: %2</source>
        <translation>Die %1-Tabellen auf der Platte wurden nicht genommen: %2</translation>
    </message>
    <message>
        <source>Building the %1 tables in the background, at low priority: Solve, Hint and the distance use the 6-6-3 tables until they are ready</source>
        <translation>Die %1-Tabellen werden im Hintergrund mit niedriger Priorität erstellt: Lösen, Tipp und die Entfernung nutzen die 6-6-3-Tabellen, bis sie fertig sind</translation>
    </message>
    <message>
        <source>Building the %1 tables</source>
        <translation>Die %1-Tabellen werden erstellt</translation>
    </message>
    <message>
        <source>The %1 tables were not built: %2</source>
        <translation>Die %1-Tabellen wurden nicht erstellt: %2</translation>
    </message>
    <message>
        <source>The %1 tables on disk were refused (%2): they are being built again in the background; until they are ready the 6-6-3 tables answer.</source>
        <translation>Die %1-Tabellen auf der Festplatte wurden abgelehnt (%2): Sie werden im Hintergrund neu erstellt; bis sie fertig sind, antworten die 6-6-3-Tabellen.</translation>
    </message>
    <message>
        <source>Build the strong 4 x 4 pattern databases once, in the background (minutes at low priority, 640 MB of memory while building, 303 MB on disk): 4 x 4 boards are then solved in well under a second</source>
        <translation>Die starken 4 × 4-Musterdatenbanken einmal im Hintergrund erstellen (Minuten bei niedriger Priorität, 640 MB Speicher während des Erstellens, 303 MB auf der Platte): Danach sind 4 × 4-Bretter in weit unter einer Sekunde gelöst</translation>
    </message>
    <message>
        <source>The %1 tables are being built in the background (a few minutes): until they are ready, Solve and Hint on 4 x 4 wait for them or, when asked, answer at once with the 6-6-3 tables.</source>
        <translation>Die %1-Tabellen werden im Hintergrund erstellt (einige Minuten): Bis sie fertig sind, warten „Lösen“ und „Tipp“ auf 4 × 4 auf sie oder antworten, wenn gewünscht, sofort mit den 6-6-3-Tabellen.</translation>
    </message>
    <message>
        <source>Stop building the tables; nothing is kept and 5 x 5 searches go on without them</source>
        <translation>Das Erstellen der Tabellen anhalten; nichts wird behalten, und Suchen auf 5 × 5 laufen ohne sie weiter</translation>
    </message>
    <message>
        <source>The first %1 x %1 Solve or Hint of a session starts the build in the background when the tables are not cached</source>
        <translation>Das erste „Lösen“ oder der erste Tipp auf %1 × %1 in einer Sitzung startet das Erstellen im Hintergrund, wenn die Tabellen nicht gespeichert sind</translation>
    </message>
    <message>
        <source>The %1 tables are being built in the background (several minutes): until they are ready, Solve and Hint on %2 x %2 answer without them.</source>
        <translation>Die %1-Tabellen werden im Hintergrund erstellt (mehrere Minuten): Bis sie fertig sind, antworten „Lösen“ und „Tipp“ auf %2 × %2 ohne sie.</translation>
    </message>
    <message>
        <source>The %1 tables on disk were refused (%2): they are being built again in the background; until they are ready %3 x %3 searches answer without them.</source>
        <translation>Die %1-Tabellen auf der Festplatte wurden abgelehnt (%2): Sie werden im Hintergrund neu erstellt; bis sie fertig sind, antworten Suchen auf %3 × %3 ohne sie.</translation>
    </message>
    <message>
        <source>Building the %1 tables in the background, at low priority: Solve, Hint and the distance go on without them until they are ready</source>
        <translation>Die %1-Tabellen werden im Hintergrund mit niedriger Priorität erstellt: Lösen, Tipp und die Entfernung arbeiten ohne sie, bis sie fertig sind</translation>
    </message>
    <message>
        <source>The %1 tables are built: Solve, Hint and the distance use them on %2 x %2 boards.</source>
        <translation>Die %1-Tabellen sind erstellt: Lösen, Tipp und die Entfernung nutzen sie auf %2 × %2-Brettern.</translation>
    </message>
    <message>
        <source>Built, kept on disk</source>
        <translation>Erstellt, auf der Platte gespeichert</translation>
    </message>
    <message>
        <source>The %1 tables are on disk: searches take them.</source>
        <translation>Die %1-Tabellen liegen auf der Platte: Suchen nutzen sie.</translation>
    </message>
    <message>
        <source>%1: %p %</source>
        <comment>a table build&apos;s progress: the tables (7-8), the share done</comment>
        <translation>%1: %p %</translation>
    </message>
    <message>
        <source>Cancelled, nothing kept</source>
        <translation>Abgebrochen, nichts behalten</translation>
    </message>
    <message>
        <source>The file on disk was refused</source>
        <translation>Datei auf der Platte abgelehnt</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Not built</source>
        <translation>Nicht erstellt</translation>
    </message>
    <message>
        <source>Build the 5 x 5 pattern databases once, in the background (a minute or two on every core at low priority, about 520 MB of memory while building, 436 MB on disk): Solve then proves many 5 x 5 boards optimal and answers the others within a few moves of a proven bound</source>
        <translation>Die 5 × 5-Musterdatenbanken einmal im Hintergrund erstellen (ein bis zwei Minuten auf allen Kernen bei niedriger Priorität, etwa 520 MB Speicher während des Erstellens, 436 MB auf der Platte): Danach beweist „Lösen“ viele 5 × 5-Bretter optimal und beantwortet die übrigen wenige Züge über einer bewiesenen Schranke</translation>
    </message>
</context>
<context>
    <name>pw::ui::TipBar</name>
    <message>
        <source>Dismiss this tip</source>
        <translation>Diesen Tipp schließen</translation>
    </message>
    <message>
        <source>Dismiss the tip</source>
        <translation>Den Tipp schließen</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::BestScoresPanel</name>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Board of best scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Best scores of today, this week (Monday to Sunday), all time, or of Today&apos;s Puzzle; unaided games only</source>
        <translation>Beste Ergebnisse von heute, dieser Woche (Montag bis Sonntag), aller Zeiten oder des heutigen Puzzles; nur Spiele ohne Hilfe</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Serie: %n Tag</numerusform>
            <numerusform>Serie: %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Best, radius %1</source>
        <translation>Beste, Radius %1</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::CandidateWords</name>
    <message numerus="yes">
        <source>the pocket tile turned %n step(s)</source>
        <translation>
            <numerusform>die Reservekachel, %n Schritt gedreht</numerusform>
            <numerusform>die Reservekachel, %n Schritte gedreht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the tile in hand turned %n step(s)</source>
        <translation>
            <numerusform>die Kachel in der Hand, %n Schritt gedreht</numerusform>
            <numerusform>die Kachel in der Hand, %n Schritte gedreht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2 now, and the game ends</source>
        <translation>%1: jetzt +%2, und das Spiel endet</translation>
    </message>
    <message>
        <source>%1: +%2 now, about %3 later</source>
        <translation>%1: jetzt +%2, später etwa %3</translation>
    </message>
    <message>
        <source>+%1 now, and the game ends (every move ends it)</source>
        <translation>jetzt +%1, und das Spiel endet (jeder Zug beendet es)</translation>
    </message>
    <message>
        <source>+%1 now and about %2 later</source>
        <translation>jetzt +%1 und später etwa %2</translation>
    </message>
    <message>
        <source>%1: also the most points now.</source>
        <translation>%1: auch die meisten Punkte jetzt.</translation>
    </message>
    <message>
        <source>+%1 now, which ends the game</source>
        <translation>jetzt +%1, womit das Spiel endet</translation>
    </message>
    <message>
        <source>+%1 now but only about %2 later</source>
        <translation>jetzt +%1, aber später nur etwa %2</translation>
    </message>
    <message>
        <source>%1, instead of %2 (%3).</source>
        <translation>%1, statt %2 (%3).</translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>pocket tile, turn</comment>
        <translation>R%1</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>tile in hand, turn</comment>
        <translation>H%1</translation>
    </message>
    <message>
        <source>%1 +%2 · %3</source>
        <comment>tile, points now, points later</comment>
        <translation>%1 +%2 · %3</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>tile, points now</comment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>label, survival chance</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&lt;1 %</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, but the game ends within two moves whatever is drawn</source>
        <translation>%1, aber das Spiel endet innerhalb von zwei Zügen, was auch gezogen wird</translation>
    </message>
    <message>
        <source>%1, and the line survives %2 of the next two draws</source>
        <translation>%1, und die Linie übersteht %2 der nächsten zwei Ziehungen</translation>
    </message>
    <message>
        <source>+%1 now, which ends the game within two moves</source>
        <translation>+%1 jetzt, was das Spiel innerhalb von zwei Zügen beendet</translation>
    </message>
    <message>
        <source>+%1 now, about %2 later, and the line survives only %3 of the next two draws against %4</source>
        <translation>+%1 jetzt, etwa %2 später, und die Linie übersteht nur %3 der nächsten zwei Ziehungen statt %4</translation>
    </message>
    <message>
        <source>Board labels: T = the tile in hand, P = the pocket tile, then its turn (0-5); +points now · points expected later · the chance that the line is still open after the next two draws (the best replies to every pair of tiles); ✖ ends the game.</source>
        <translation>Beschriftungen: H = die Kachel in der Hand, R = die Reservekachel, dann ihre Drehung (0-5); +Punkte jetzt · später erwartete Punkte · die Chance, dass die Linie nach den nächsten zwei Ziehungen noch offen ist (mit den besten Antworten auf jedes Kachelpaar); ✖ beendet das Spiel.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <comment>computer player</comment>
        <translation>Gierig</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <comment>computer player</comment>
        <translation>Vorausschau</translation>
    </message>
    <message>
        <source>Deep</source>
        <comment>computer player</comment>
        <translation>Tief</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <comment>who played a move</comment>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>You</source>
        <comment>who played a move</comment>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Review: the move played is drawn in place, in green; the reviewing player&apos;s choice is the yellow label.</source>
        <translation>Rückblick: Der gespielte Zug ist an seinem Platz grün gezeichnet; die Wahl des prüfenden Spielers ist das gelbe Etikett.</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ComputerPanel</name>
    <message>
        <source>Computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Automatisch spielen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <source>Ask the computer player for a move: the tile is turned to it and Enter places it</source>
        <translation>Den Computerspieler nach einem Zug fragen: die Kachel in der Hand wird dafür gedreht und Eingabe legt sie</translation>
    </message>
    <message>
        <source>Let the computer finish the game; step through its turns</source>
        <translation>Den Computer das Spiel beenden lassen; seine Züge durchgehen</translation>
    </message>
    <message numerus="yes">
        <source>Lookahead (expectimax, %n moves ahead)</source>
        <translation>
            <numerusform>Vorausschau (Expectimax, %n Zug voraus)</numerusform>
            <numerusform>Vorausschau (Expectimax, %n Züge voraus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Greedy (most points now)</source>
        <translation>Gierig (die meisten Punkte jetzt)</translation>
    </message>
    <message numerus="yes">
        <source>Deep (expectimax, %n moves ahead)</source>
        <translation>
            <numerusform>Tief (Expectimax, %n Zug voraus)</numerusform>
            <numerusform>Tief (Expectimax, %n Züge voraus)</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest player: it looks further ahead than the lookahead, over more of the tiles that may come, and takes tens of milliseconds a move</source>
        <translation>Der stärkste Spieler: Er schaut weiter voraus als die Vorausschau, über mehr der Kacheln, die kommen können, und braucht einige hundertstel Sekunden je Zug</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Denke nach...</translation>
    </message>
    <message>
        <source>The computer is playing...</source>
        <translation>Der Computer spielt...</translation>
    </message>
    <message>
        <source>The computer player was stopped.</source>
        <translation>Der Computerspieler wurde angehalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the score, after &apos;with&apos;</comment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %1 in %n move(s).</source>
        <translation>
            <numerusform>Spielende: %1 in %n Zug.</numerusform>
            <numerusform>Spielende: %1 in %n Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the score, after &apos;Game over:&apos;</comment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Not entered in the high scores (undo, hints or computer moves).</source>
        <translation>Nicht in der Bestenliste (Rückgängig, Tipps oder Züge des Computers).</translation>
    </message>
    <message>
        <source>Set each of the game&apos;s moves, whoever played it, beside the choice of the player selected above at the same position, and list the moves that cost most (after a game, or on an opened record)</source>
        <translation>Jeden Zug des Spiels, wer auch immer ihn spielte, neben die Wahl des oben gewählten Spielers in derselben Stellung setzen und die teuersten Züge auflisten (nach einem Spiel oder bei einer geöffneten Aufzeichnung)</translation>
    </message>
    <message>
        <source>How the computer chooses its moves for Hint and Autoplay, and whose choices Review sets the moves beside</source>
        <translation>Wie der Computer seine Züge für Tipp und Autospiel wählt, und an wessen Wahl der Rückblick die Züge misst</translation>
    </message>
    <message numerus="yes">
        <source>A record of %n move(s): step through it with the player below. Continue from Here (C) plays on from an earlier move as practice.</source>
        <translation>
            <numerusform>Eine Aufzeichnung mit %n Zug: gehen Sie sie mit dem Abspieler unten durch. Von hier weiterspielen (C) spielt von einer früheren Stelle als Übung weiter.</numerusform>
            <numerusform>Eine Aufzeichnung mit %n Zügen: gehen Sie sie mit dem Abspieler unten durch. Von hier weiterspielen (C) spielt von einer früheren Stelle als Übung weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer finished the game with %1 in %n move(s), %2 of them its own. Watch or step through its turns; any move of yours continues from the turn shown.</source>
        <translation>
            <numerusform>Der Computer hat das Spiel mit %1 in %n Zug beendet, %2 davon seine eigenen. Sehen Sie seine Züge an oder gehen Sie sie schrittweise durch; ein eigener Zug spielt vom gezeigten Zug aus weiter.</numerusform>
            <numerusform>Der Computer hat das Spiel mit %1 in %n Zügen beendet, %2 davon seine eigenen. Sehen Sie seine Züge an oder gehen Sie sie schrittweise durch; ein eigener Zug spielt vom gezeigten Zug aus weiter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::EntanglementTab</name>
    <message>
        <source>Entanglement</source>
        <translation>Entanglement</translation>
    </message>
    <message>
        <source>Entanglement games (*.json)</source>
        <translation>Entanglement-Spiele (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New game: radius %1, seed %2%3</source>
        <translation>Neues Spiel: Radius %1, Startwert %2%3</translation>
    </message>
    <message>
        <source>, practice mode</source>
        <translation>, Übungsmodus</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %2 points after %n move(s)</source>
        <translation>
            <numerusform>%1 geöffnet: %2 Punkte nach %n Zug</numerusform>
            <numerusform>%1 geöffnet: %2 Punkte nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Place tile</source>
        <translation>Kachel legen</translation>
    </message>
    <message>
        <source>Undo used: this game will not enter the high scores</source>
        <translation>Rückgängig benutzt: dieses Spiel kommt nicht in die Bestenliste</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Automatisch spielen</translation>
    </message>
    <message>
        <source>Entanglement board</source>
        <translation>Entanglement-Brett</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message numerus="yes">
        <source>Placed at (%1, %2): +%n point(s)</source>
        <translation>
            <numerusform>Gelegt bei (%1, %2): +%n Punkt</numerusform>
            <numerusform>Gelegt bei (%1, %2): +%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n tile(s) on the board</source>
        <translation>
            <numerusform>Rückgängig gemacht: %n Kachel auf dem Brett</numerusform>
            <numerusform>Rückgängig gemacht: %n Kacheln auf dem Brett</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue from move %1 as practice</source>
        <translation>Ab Zug %1 als Übung weiterspielen</translation>
    </message>
    <message>
        <source>no practice branch is on screen</source>
        <translation>kein Übungszweig ist zu sehen</translation>
    </message>
    <message numerus="yes">
        <source>Saved the branch (%n move(s), practice) to %1; the record&apos;s file is unchanged</source>
        <translation>
            <numerusform>Zweig (%n Zug, Übung) in %1 gespeichert; die Datei der Aufzeichnung bleibt unverändert</numerusform>
            <numerusform>Zweig (%n Züge, Übung) in %1 gespeichert; die Datei der Aufzeichnung bleibt unverändert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 branch from move %2.json</source>
        <translation>%1 Zweig ab Zug %2.json</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Save Branch As</source>
        <translation>Zweig speichern unter</translation>
    </message>
    <message>
        <source>Cannot Save the Branch</source>
        <translation>Zweig kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Continuing from move %1 as practice: a new branch of the record. Undo gives the whole record back; Save keeps the whole record, Save Branch As… writes the branch.</source>
        <translation>Weiter ab Zug %1 als Übung: ein neuer Zweig der Aufzeichnung. Rückgängig bringt die ganze Aufzeichnung zurück; Speichern behält die ganze Aufzeichnung, Zweig speichern unter… schreibt den Zweig.</translation>
    </message>
    <message>
        <source>Tip: turn the tile in hand with the arrow keys and press Enter to place it; make the line as long as you can. F1 shows the rules.</source>
        <translation>Tipp: Drehen Sie die Kachel in der Hand mit den Pfeiltasten und legen Sie sie mit der Eingabetaste; machen Sie die Linie so lang wie möglich. F1 zeigt die Regeln.</translation>
    </message>
    <message>
        <source>Click the middle of the tile in hand to place it, its left or right side to turn it, right click to swap it with the pocket tile; or use the arrow keys, Space and Enter</source>
        <translation>Die Mitte der Kachel in der Hand anklicken, um sie zu legen, ihre linke oder rechte Seite, um sie zu drehen, Rechtsklick tauscht sie mit der Reservekachel; oder Pfeiltasten, Leertaste und Eingabe benutzen</translation>
    </message>
    <message>
        <source>Show &amp;best line</source>
        <translation>Beste Linie &amp;zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Draw the strongest player&apos;s next %n move(s) from here faintly on the board, with the tiles the game deals next; counts as help, like Hint. It goes when the position changes.</source>
        <translation>
            <numerusform>Den nächsten %n Zug des stärksten Spielers von hier aus blass auf das Brett zeichnen, mit den Kacheln, die das Spiel als Nächstes austeilt; zählt als Hilfe wie der Tipp. Verschwindet, wenn sich die Stellung ändert.</numerusform>
            <numerusform>Die nächsten %n Züge des stärksten Spielers von hier aus blass auf das Brett zeichnen, mit den Kacheln, die das Spiel als Nächstes austeilt; zählt als Hilfe wie der Tipp. Verschwindet, wenn sich die Stellung ändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Beste Linie</translation>
    </message>
    <message numerus="yes">
        <source>Best line from here: %n move(s) worth %1 points</source>
        <translation>
            <numerusform>Beste Linie von hier: %n Zug mit %1 Punkten</numerusform>
            <numerusform>Beste Linie von hier: %n Züge mit %1 Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Back to the whole record: %n move(s)</source>
        <translation>
            <numerusform>Zurück zur ganzen Aufzeichnung: %n Zug</numerusform>
            <numerusform>Zurück zur ganzen Aufzeichnung: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Play on from the move shown as a practice branch of the record (C on the board); Undo takes the branch back. The other keys only step through the record.</source>
        <translation>Vom gezeigten Zug als Übungszweig der Aufzeichnung weiterspielen (C auf dem Brett); Rückgängig nimmt den Zweig zurück. Die anderen Tasten gehen die Aufzeichnung nur durch.</translation>
    </message>
    <message>
        <source>An earlier move (%1) is shown: Continue from Here (C) plays on from it as practice; End goes to the last move</source>
        <translation>Ein früherer Zug (%1) wird gezeigt: Von hier weiterspielen (C) spielt von dort als Übung weiter; Ende geht zum letzten Zug</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::NewGameDialog</name>
    <message>
        <source>Practice mode: Undo allowed (using it keeps the game out of the high scores)</source>
        <translation>Übungsmodus: Rückgängig erlaubt (dann kommt das Spiel nicht in die Bestenliste)</translation>
    </message>
    <message>
        <source>New Entanglement Game</source>
        <translation>Neues Entanglement-Spiel</translation>
    </message>
    <message>
        <source>Rings of tiles around the centre; 3 is the original 36-tile board.</source>
        <translation>Kachelringe um die Mitte; 3 ist das ursprüngliche Brett mit 36 Kacheln.</translation>
    </message>
    <message>
        <source>The same seed deals the same tiles.</source>
        <translation>Derselbe Startwert teilt dieselben Kacheln aus.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Board &amp;radius:</source>
        <translation>Brett&amp;radius:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>Einen neuen zufälligen Startwert wählen</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::PlayPanel</name>
    <message>
        <source>Your turn</source>
        <translation>Sie sind am Zug</translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation>⟲ Links drehen</translation>
    </message>
    <message>
        <source>Turn right ⟳</source>
        <translation>Rechts drehen ⟳</translation>
    </message>
    <message>
        <source>S&amp;wap with pocket</source>
        <translation>Mit der &amp;Reserve tauschen</translation>
    </message>
    <message>
        <source>&amp;Place tile</source>
        <translation>Kachel &amp;legen</translation>
    </message>
    <message>
        <source>Pocket tile</source>
        <translation>Reservekachel</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Kachel in der Hand</translation>
    </message>
    <message>
        <source>The tile in hand, turned as it will be placed. Click it (or press Space) to swap it with the pocket tile.</source>
        <translation>Die Kachel in der Hand, so gedreht, wie sie gelegt wird. Klicken Sie sie an (oder drücken Sie die Leertaste), um sie mit der Reservekachel zu tauschen.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In der Hand</translation>
    </message>
    <message>
        <source>Pocket</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Score: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Punkte: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Moves: %1 of %2 cells</source>
        <translation>Züge: %1 von %2 Feldern</translation>
    </message>
    <message>
        <source>Game over: the line ran into the centre tile.</source>
        <translation>Spielende: die Linie ist in das Mittelfeld gelaufen.</translation>
    </message>
    <message>
        <source>Game over: the line ran into the border.</source>
        <translation>Spielende: die Linie ist an den Rand gelaufen.</translation>
    </message>
    <message>
        <source>Radius %1, seed %2</source>
        <translation>Radius %1, Startwert %2</translation>
    </message>
    <message>
        <source>practice mode (Undo allowed)</source>
        <translation>Übungsmodus (Rückgängig erlaubt)</translation>
    </message>
    <message>
        <source>not eligible for high scores</source>
        <translation>nicht bestenlistenfähig</translation>
    </message>
    <message>
        <source>On a practice branch of a record, Save keeps the whole record; Save Branch As… writes the branch to a new file.</source>
        <translation>Auf einem Übungszweig einer Aufzeichnung behält Speichern die ganze Aufzeichnung; Zweig speichern unter… schreibt den Zweig in eine neue Datei.</translation>
    </message>
    <message>
        <source>Branch from move %1: &lt;a href=&quot;save-branch&quot;&gt;Save Branch As…&lt;/a&gt;</source>
        <translation>Übungszweig ab Zug %1: &lt;a href=&quot;save-branch&quot;&gt;Zweig speichern unter…&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Turn the tile in hand anticlockwise (Left arrow or wheel up)</source>
        <translation>Die Kachel in der Hand gegen den Uhrzeigersinn drehen (Pfeil links oder Mausrad hoch)</translation>
    </message>
    <message>
        <source>Turn the tile in hand clockwise (Right arrow or wheel down)</source>
        <translation>Die Kachel in der Hand im Uhrzeigersinn drehen (Pfeil rechts oder Mausrad runter)</translation>
    </message>
    <message>
        <source>Swap the tile in hand with the pocket tile (Space, right click)</source>
        <translation>Die Kachel in der Hand mit der Reservekachel tauschen (Leertaste, Rechtsklick)</translation>
    </message>
    <message>
        <source>Place the tile in hand (Enter, or click its middle)</source>
        <translation>Die Kachel in der Hand legen (Eingabe oder Klick in ihre Mitte)</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This placement would earn &lt;b&gt;%n&lt;/b&gt; point(s) (%1) and &lt;b&gt;end the game&lt;/b&gt;</source>
        <translation>
            <numerusform>Dieses Legen brächte &lt;b&gt;%n&lt;/b&gt; Punkt (%1) und &lt;b&gt;beendete das Spiel&lt;/b&gt;</numerusform>
            <numerusform>Dieses Legen brächte &lt;b&gt;%n&lt;/b&gt; Punkte (%1) und &lt;b&gt;beendete das Spiel&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This placement would earn &lt;b&gt;%n&lt;/b&gt; point(s) (%1)</source>
        <translation>
            <numerusform>Dieses Legen brächte &lt;b&gt;%n&lt;/b&gt; Punkt (%1)</numerusform>
            <numerusform>Dieses Legen brächte &lt;b&gt;%n&lt;/b&gt; Punkte (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::PocketView</name>
    <message>
        <source>The pocket tile. Click it (or press Space) to swap it with the tile in hand.</source>
        <translation>Die Reservekachel. Klicken (oder Leertaste drücken), um sie mit der Kachel in der Hand zu tauschen.</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ResultText</name>
    <message>
        <source>Today&apos;s Puzzle %1</source>
        <translation>Heutiges Puzzle %1</translation>
    </message>
    <message numerus="yes">
        <source>Entanglement · %1 · %n point(s) · %2 · with help</source>
        <translation>
            <numerusform>Entanglement · %1 · %n Punkt · %2 · mit Hilfe</numerusform>
            <numerusform>Entanglement · %1 · %n Punkte · %2 · mit Hilfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Entanglement · %1 · %n point(s) · %2</source>
        <translation>
            <numerusform>Entanglement · %1 · %n Punkt · %2</numerusform>
            <numerusform>Entanglement · %1 · %n Punkte · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles placed, in a shared result</comment>
        <translation>
            <numerusform>%n Kachel</numerusform>
            <numerusform>%n Kacheln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ReviewPanel</name>
    <message>
        <source>Costliest moves</source>
        <translation>Die teuersten Züge</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>Der Rückblick wurde angehalten.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>tile, points now</comment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>The moves that gave away the most expected value: who played each, what was played, what the reviewing player prefers, the cost. Click one to show it.</source>
        <translation>Die Züge, die den meisten erwarteten Wert verschenkten: wer ihn spielte, was gespielt wurde, was der prüfende Spieler vorzieht, die Kosten. Ein Klick zeigt den Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n move(s) with %1...</source>
        <translation>
            <numerusform>Prüfe %n Zug mit %1...</numerusform>
            <numerusform>Prüfe %n Züge mit %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Played by %1: %2. %3 prefers %4.</source>
        <translation>Gespielt von %1: %2. %3 zieht %4 vor.</translation>
    </message>
    <message>
        <source>Move %1 of %2, played by %3: %4, as %5 would play.</source>
        <translation>Zug %1 von %2, gespielt von %3: %4, wie %5 spielen würde.</translation>
    </message>
    <message>
        <source>Move %1 of %2, played by %3: %4 (green); %5 prefers %6 (yellow): %7 expected points given away.</source>
        <translation>Zug %1 von %2, gespielt von %3: %4 (grün); %5 zieht %6 vor (gelb): %7 erwartete Punkte verschenkt.</translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n move(s) was %1&apos;s choice or as good.</source>
        <translation>
            <numerusform>Der eine Zug war die Wahl von %1 oder ebenso gut.</numerusform>
            <numerusform>Jeder der %n Züge war die Wahl von %1 oder ebenso gut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n move(s) matched %3&apos;s choice; the others gave away about %2 expected points. The costliest (click one to show it):</source>
        <translation>
            <numerusform>%1 von %n Zug entsprach der Wahl von %3; die anderen verschenkten etwa %2 erwartete Punkte. Die teuersten (ein Klick zeigt den Zug):</numerusform>
            <numerusform>%1 von %n Zügen entsprachen der Wahl von %3; die anderen verschenkten etwa %2 erwartete Punkte. Die teuersten (ein Klick zeigt den Zug):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ScoreBoards</name>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>This week</source>
        <translation>Diese Woche</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle Zeiten</translation>
    </message>
    <message>
        <source>Today&apos;s Puzzle</source>
        <translation>Heutiges Puzzle</translation>
    </message>
    <message>
        <source>New best score on this board size!</source>
        <translation>Neue Bestleistung auf dieser Brettgröße!</translation>
    </message>
    <message>
        <source>New best score this week!</source>
        <translation>Neue Bestleistung dieser Woche!</translation>
    </message>
    <message>
        <source>New best score today!</source>
        <translation>Neue Bestleistung heute!</translation>
    </message>
    <message>
        <source>New best score on today&apos;s puzzle!</source>
        <translation>Neue Bestleistung im heutigen Puzzle!</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n this week.</source>
        <translation>
            <numerusform>%1 von %n in dieser Woche.</numerusform>
            <numerusform>%1 von %n in dieser Woche.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>ordinal: 1st, 21st</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>ordinal: 2nd, 22nd</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>ordinal: 3rd, 23rd</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>ordinal: 4th, 11th</comment>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::Timeline</name>
    <message>
        <source>Hint: %1, %2</source>
        <translation>Tipp: %1, %2</translation>
    </message>
    <message>
        <source>Candidate %1 of %2: %3</source>
        <translation>Kandidat %1 von %2: %3</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 points</source>
        <translation>Zug %1 von %2: %3 Punkte</translation>
    </message>
    <message>
        <source>Review: move %1 of %2, played by %3</source>
        <translation>Rückblick: Zug %1 von %2, gespielt von %3</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) for this turn: step forward to see each one</source>
        <translation>
            <numerusform>%n Kandidat für diesen Zug: gehen Sie vor, um ihn zu sehen</numerusform>
            <numerusform>%n Kandidaten für diesen Zug: gehen Sie vor, um jeden einzeln zu sehen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::AddToBookDialog</name>
    <message>
        <source>Add to My Books</source>
        <translation>Zu meinen Büchern</translation>
    </message>
    <message>
        <source>Book 1</source>
        <translation>Buch 1</translation>
    </message>
    <message>
        <source>The puzzle&apos;s given pieces are kept under the book&apos;s name and number; New ▸ Catalog ▸ My books lists them.</source>
        <translation>Die vorgegebenen Teile des Rätsels werden unter dem Namen des Buchs und der Nummer aufbewahrt; Neu ▸ Katalog ▸ Meine Bücher listet sie auf.</translation>
    </message>
    <message>
        <source>&amp;Book:</source>
        <translation>&amp;Buch:</translation>
    </message>
    <message>
        <source>&amp;Number in the book:</source>
        <translation>&amp;Nummer im Buch:</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::CatalogDialog</name>
    <message>
        <source>Kanoodle Catalog</source>
        <translation>Kanoodle-Katalog</translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation>Flaches Brett</translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation>Schiebe-Aufgabe</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Numbered puzzles, the same for everyone, each with exactly one solution. A tick: solved without Solve or Hint.</source>
        <translation>Nummerierte Rätsel, für alle gleich, jedes mit genau einer Lösung. Ein Haken: ohne Lösen oder Tipp gelöst.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Next unsolved</source>
        <translation>&amp;Nächstes ungelöstes</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Moderate</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Flat %1</source>
        <translation>Flaches Brett %1</translation>
    </message>
    <message>
        <source>Sliding %1</source>
        <translation>Schiebe-Aufgabe %1</translation>
    </message>
    <message>
        <source>Pyramid %1</source>
        <translation>Pyramide %1</translation>
    </message>
    <message>
        <source>My books</source>
        <translation>Meine Bücher</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Write your books to a file, to keep or to give</source>
        <translation>Ihre Bücher in eine Datei schreiben, zum Aufbewahren oder Weitergeben</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>Add the puzzles of a books file to yours (the same book and number is replaced)</source>
        <translation>Die Rätsel einer Bücherdatei zu Ihren hinzufügen (dasselbe Buch mit derselben Nummer wird ersetzt)</translation>
    </message>
    <message>
        <source>%1, puzzle %2</source>
        <translation>%1, Rätsel %2</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Export Your Books</source>
        <translation>Ihre Bücher exportieren</translation>
    </message>
    <message>
        <source>kanoodle-books.json</source>
        <translation>kanoodle-buecher.json</translation>
    </message>
    <message>
        <source>Kanoodle books (*.json)</source>
        <translation>Kanoodle-Bücher (*.json)</translation>
    </message>
    <message>
        <source>Import Books</source>
        <translation>Bücher importieren</translation>
    </message>
    <message>
        <source>Your own puzzles from the books, saved with Add to My Books. A tick: solved without Solve or Hint.</source>
        <translation>Ihre eigenen Rätsel aus den Büchern, aufbewahrt mit „Zu meinen Büchern“. Ein Haken: ohne Lösen oder Tipp gelöst.</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::DeadEndText</name>
    <message>
        <source>No solution: the given pieces cannot be completed</source>
        <translation>Keine Lösung: die vorgegebenen Teile lassen sich nicht ergänzen</translation>
    </message>
    <message>
        <source>No solution from here: %1 has nowhere to go</source>
        <translation>Keine Lösung von hier: %1 passt nirgends hin</translation>
    </message>
    <message>
        <source>No solution from here: take some pieces off</source>
        <translation>Keine Lösung von hier: nehmen Sie einige Teile weg</translation>
    </message>
    <message>
        <source>No solution from here: %1 has nowhere to go; take off %2.</source>
        <translation>Von hier keine Lösung: %1 passt nirgends hin; nehmen Sie %2 herunter.</translation>
    </message>
    <message>
        <source>No solution from here: take off %1.</source>
        <translation>Von hier keine Lösung: nehmen Sie %1 herunter.</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleBoardView</name>
    <message>
        <source>Layer %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>Piece %1 is given: it stays where it is</source>
        <translation>Teil %1 ist vorgegeben: es bleibt, wo es ist</translation>
    </message>
    <message>
        <source>No room for %1 on this ball</source>
        <translation>Kein Platz für %1 an dieser Kugel</translation>
    </message>
    <message>
        <source>%1 went back to the tray: dropped off the board</source>
        <translation>%1 ist zurück in der Ablage: neben dem Brett losgelassen</translation>
    </message>
    <message>
        <source>%1 does not fit: part of it would be off the board</source>
        <translation>%1 passt nicht: ein Teil davon läge neben dem Brett</translation>
    </message>
    <message>
        <source>%1 does not fit: it would overlap %2</source>
        <translation>%1 passt nicht: es würde %2 überdecken</translation>
    </message>
    <message>
        <source>%1 cannot lie there</source>
        <translation>%1 kann dort nicht liegen</translation>
    </message>
    <message>
        <source>%1 does not fit: part of it would be in the closed part of the challenge</source>
        <translation>%1 passt nicht: ein Teil läge im geschlossenen Teil der Aufgabe</translation>
    </message>
    <message>
        <source>Take %1 off</source>
        <translation>%1 herunternehmen</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleGameMaker</name>
    <message>
        <source>Generating a puzzle</source>
        <translation>Puzzle wird erzeugt</translation>
    </message>
    <message>
        <source>Level %1, seed %2</source>
        <translation>Stufe %1, Startwert %2</translation>
    </message>
    <message>
        <source>Challenge series, seed %1</source>
        <translation>Aufgabenreihe, Startwert %1</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) given, seed %1</source>
        <translation>
            <numerusform>%n Teil vorgegeben, Startwert %1</numerusform>
            <numerusform>%n Teile vorgegeben, Startwert %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n asked for)</source>
        <translation>
            <numerusform>(%n gewünscht)</numerusform>
            <numerusform>(%n gewünscht)</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle with one solution was found with %1 given pieces: this one gives %2.</source>
        <translation>Mit %1 vorgegebenen Teilen fand sich kein Puzzle mit genau einer Lösung: dieses gibt %2 vor.</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleSearchPanel</name>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>about %1 % done</source>
        <translation>etwa %1 % erledigt</translation>
    </message>
    <message>
        <source>Solutions from this position: %1</source>
        <translation>Lösungen von dieser Stellung aus: %1</translation>
    </message>
    <message>
        <source>Nodes: %1</source>
        <translation>Knoten: %1</translation>
    </message>
    <message>
        <source>Step %1 of %2
Backtracks: %3
Depth: %4</source>
        <translation>Schritt %1 von %2
Rücksprünge: %3
Tiefe: %4</translation>
    </message>
    <message>
        <source>Trying %1</source>
        <translation>Versuche %1</translation>
    </message>
    <message>
        <source>Taking back %1</source>
        <translation>Nehme %1 zurück</translation>
    </message>
    <message>
        <source>(the replay holds the first %L1 steps)</source>
        <translation>(die Wiedergabe enthält die ersten %L1 Schritte)</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleSidePanel</name>
    <message>
        <source>Ne&amp;xt challenge</source>
        <translation>Nächste Herausforderun&amp;g</translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation>&amp;Aufbauen</translation>
    </message>
    <message>
        <source>Clea&amp;r board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>Show &amp;layers up to:</source>
        <translation>&amp;Ebenen zeigen bis:</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>Start a new puzzle: a pyramid level, a number of given pieces on the flat board, or a sliding challenge series</source>
        <translation>Ein neues Rätsel beginnen: eine Pyramidenstufe, eine Zahl vorgegebener Teile auf dem flachen Brett oder eine Reihe von Schiebe-Herausforderungen</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation>L&amp;ösen</translation>
    </message>
    <message>
        <source>Solve the puzzle and replay the search with the step player</source>
        <translation>Das Rätsel lösen und die Suche mit dem Schrittspieler abspielen</translation>
    </message>
    <message>
        <source>&amp;Count solutions</source>
        <translation>Lösungen &amp;zählen</translation>
    </message>
    <message>
        <source>Count every solution of the current position (all cores; Esc cancels)</source>
        <translation>Alle Lösungen der aktuellen Stellung zählen (alle Kerne; Esc bricht ab)</translation>
    </message>
    <message>
        <source>&amp;Browse solutions...</source>
        <translation>Lösungen &amp;durchblättern …</translation>
    </message>
    <message>
        <source>Show the solutions of the current position one by one, found in the background as you browse</source>
        <translation>Die Lösungen der aktuellen Stellung eine nach der anderen zeigen, im Hintergrund gefunden, während Sie blättern</translation>
    </message>
    <message>
        <source>The next challenge of the series: a wider region, one more piece</source>
        <translation>Die nächste Herausforderung der Reihe: ein breiterer Bereich, ein Teil mehr</translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation>Flaches Brett</translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation>Schiebe-Aufgabe</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Which Kanoodle puzzle to play</source>
        <translation>Welches Kanoodle-Rätsel gespielt wird</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>Enter a puzzle from the book: place the pieces it gives, then leave set-up to play it</source>
        <translation>Eine Aufgabe aus dem Buch eingeben: die vorgegebenen Teile legen, dann den Aufbau verlassen und sie spielen</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Alle Teile vom Brett nehmen</translation>
    </message>
    <message>
        <source>Hide the pyramid&apos;s layers above this one to see inside</source>
        <translation>Die Ebenen der Pyramide über dieser ausblenden, um hineinzusehen</translation>
    </message>
    <message>
        <source>Done setting &amp;up</source>
        <translation>&amp;Aufbau fertig</translation>
    </message>
    <message>
        <source>Challenge %1 of %2: pieces %3&lt;br&gt;</source>
        <translation>Aufgabe %1 von %2: Teile %3&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 of %2 pieces placed</source>
        <translation>%1 von %2 Teilen gelegt</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Setting up: choose a piece, then click the balls it covers. After each click only the ways through every ball clicked are left; the piece goes down when one is left (Tab cycles them). Click a placed piece to lift it and click where it goes (or drag it); Delete or the right-click menu takes it off.</source>
        <translation>Aufbau: wählen Sie ein Teil und klicken Sie dann die Kugeln an, die es bedeckt. Nach jedem Klick bleiben nur die Lagen durch alle angeklickten Kugeln; das Teil wird gelegt, sobald eine übrig ist (Tab wechselt zwischen ihnen). Ein Klick auf ein gelegtes Teil hebt es an, ein Klick an seinen neuen Platz legt es ab (oder ziehen Sie es); Entf oder das Kontextmenü nimmt es herunter.</translation>
    </message>
    <message>
        <source>Game ID: %1</source>
        <translation>Spielkennung: %1</translation>
    </message>
    <message>
        <source>Show where one piece of the solution goes, for you to place</source>
        <translation>Zeigen, wohin ein Teil der Lösung gehört, damit Sie es selbst legen</translation>
    </message>
    <message>
        <source>&amp;Place It</source>
        <translation>Platz&amp;ieren</translation>
    </message>
    <message>
        <source>Place the piece where the hint shows it</source>
        <translation>Das Teil dorthin legen, wo der Tipp es zeigt</translation>
    </message>
    <message>
        <source>Add to My Boo&amp;ks...</source>
        <translation>Zu meinen Bü&amp;chern …</translation>
    </message>
    <message>
        <source>Keep this puzzle in your books under a book&apos;s name and number; New ▸ Catalog ▸ My books lists them</source>
        <translation>Dieses Rätsel in Ihren Büchern unter dem Namen eines Buchs und einer Nummer aufbewahren; Neu ▸ Katalog ▸ Meine Bücher listet sie auf</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleTab</name>
    <message>
        <source>Place %1</source>
        <translation>%1 legen</translation>
    </message>
    <message>
        <source>Take off %1</source>
        <translation>%1 wegnehmen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 versetzen</translation>
    </message>
    <message>
        <source>Kanoodle</source>
        <translation>Kanoodle</translation>
    </message>
    <message>
        <source>Kanoodle puzzles (*.json)</source>
        <translation>Kanoodle-Puzzles (*.json)</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>No solution: %1 has nowhere to go</source>
        <translation>Keine Lösung: %1 passt nirgends hin</translation>
    </message>
    <message>
        <source>No solution from this position</source>
        <translation>Keine Lösung von dieser Stellung aus</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Solved in %1 nodes and %2 backtracks; replay the search with the player</source>
        <translation>Gelöst mit %1 Knoten und %2 Rücksprüngen; spielen Sie die Suche mit dem Spieler ab</translation>
    </message>
    <message>
        <source>Finding a hint</source>
        <translation>Suche einen Tipp</translation>
    </message>
    <message>
        <source>The puzzle is already solved</source>
        <translation>Das Puzzle ist bereits gelöst</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Counting solutions</source>
        <translation>Lösungen werden gezählt</translation>
    </message>
    <message>
        <source>Kanoodle board</source>
        <translation>Kanoodle-Brett</translation>
    </message>
    <message>
        <source>Drag a piece from the tray onto the board (wheel or R turns it, F mirrors it); or Shift+letter picks a piece, arrows and Page Up/Down move the cursor, Tab cycles the fits, Enter places, Delete takes a piece off</source>
        <translation>Ein Teil aus der Ablage aufs Brett ziehen (Mausrad oder R dreht es, F spiegelt es); oder Umschalt+Buchstabe wählt ein Teil, Pfeile und Bild auf/ab bewegen den Cursor, Tab wechselt die Lagen, Eingabe legt, Entf nimmt ein Teil weg</translation>
    </message>
    <message>
        <source>Tip: drag a piece from the tray onto the board (R turns it, F mirrors it) until the board is full. F1 shows the rules.</source>
        <translation>Tipp: Ziehen Sie ein Teil aus der Ablage auf das Brett (R dreht es, F spiegelt es), bis das Brett voll ist. F1 zeigt die Regeln.</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>An empty board to set up</source>
        <translation>Ein leeres Brett zum Aufbauen</translation>
    </message>
    <message numerus="yes">
        <source>Set up by hand: %n piece(s) given</source>
        <translation>
            <numerusform>Von Hand aufgebaut: %n Teil vorgegeben</numerusform>
            <numerusform>Von Hand aufgebaut: %n Teile vorgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>Set-up: place the pieces the puzzle gives.</source>
        <translation>Aufbau: legen Sie die Teile, die die Aufgabe vorgibt.</translation>
    </message>
    <message>
        <source>Setting up a puzzle</source>
        <translation>Eine Aufgabe wird aufgebaut</translation>
    </message>
    <message>
        <source>Flat puzzle</source>
        <translation>Flaches Rätsel</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Restored game</source>
        <translation>Wiederhergestelltes Spiel</translation>
    </message>
    <message>
        <source>Tip: pick a piece in the tray and click a ball: every way it fits through that ball is shown, leaning ways too (Tab or the wheel shows the next, a second click places it); or drag it onto a layer to lay it flat there (R turns it, F mirrors it). F1 shows the rules.</source>
        <translation>Tipp: Wählen Sie ein Teil in der Ablage und klicken Sie eine Kugel an: jede Lage durch diese Kugel wird gezeigt, auch schräge (Tab oder das Mausrad zeigt die nächste, ein zweiter Klick legt das Teil); oder ziehen Sie es auf eine Ebene, um es dort flach hinzulegen (R dreht es, F spiegelt es). F1 zeigt die Regeln.</translation>
    </message>
    <message>
        <source>Pick a piece in the tray, then click a ball: the ways it fits through it are shown (Tab or the wheel cycles them, a second click or Enter places one); or drag a piece onto a layer to lay it flat there (wheel or R turns it, F mirrors it). Shift+letter picks a piece, arrows and Page Up/Down move the cursor, Delete takes a piece off</source>
        <translation>Ein Teil in der Ablage wählen, dann eine Kugel anklicken: die Lagen durch sie werden gezeigt (Tab oder das Mausrad wechselt sie, ein zweiter Klick oder Eingabe legt eine); oder ein Teil auf eine Ebene ziehen, um es dort flach hinzulegen (Mausrad oder R dreht es, F spiegelt es). Umschalt+Buchstabe wählt ein Teil, Pfeile und Bild auf/ab bewegen den Cursor, Entf nimmt ein Teil weg</translation>
    </message>
    <message>
        <source>Your books could not be read: %1</source>
        <translation>Ihre Bücher konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>finish setting up first: the pieces on the board become the puzzle</source>
        <translation>beenden Sie zuerst den Aufbau: die Teile auf dem Brett werden zum Rätsel</translation>
    </message>
    <message>
        <source>a sliding challenge is no puzzle of the book</source>
        <translation>eine Schiebe-Aufgabe ist kein Rätsel aus dem Buch</translation>
    </message>
    <message>
        <source>Add to My Books</source>
        <translation>Zu meinen Büchern</translation>
    </message>
    <message>
        <source>Kept in your books as %1</source>
        <translation>In Ihren Büchern aufbewahrt als %1</translation>
    </message>
    <message>
        <source>Hint: %1 goes where it is shown faintly; place it, or press Place It</source>
        <translation>Tipp: %1 gehört dorthin, wo es blass gezeigt wird; legen Sie es, oder drücken Sie Platzieren</translation>
    </message>
    <message>
        <source>Hint: %1 goes where it is shown faintly (this position has several solutions); place it, or press Place It</source>
        <translation>Tipp: %1 gehört dorthin, wo es blass gezeigt wird (diese Stellung hat mehrere Lösungen); legen Sie es, oder drücken Sie Platzieren</translation>
    </message>
    <message>
        <source>Tip: pick a piece in the tray and move it over the 3D pyramid: it shows where it fits under the pointer (the wheel or R turns it, F mirrors it) and a click puts it down. In the layer view a click on a ball shows every way it fits there. F1 shows the rules.</source>
        <translation>Tipp: Wählen Sie ein Teil in der Ablage und bewegen Sie es über die 3D-Pyramide: es zeigt, wo es unter dem Mauszeiger passt (das Mausrad oder R dreht es, F spiegelt es), und ein Klick legt es ab. In der Ebenenansicht zeigt ein Klick auf eine Kugel jede Lage, in der es dort passt. F1 zeigt die Regeln.</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::NewKanoodleDialog</name>
    <message>
        <source>&amp;Empty board: set up a puzzle from the book</source>
        <translation>&amp;Leeres Brett: eine Aufgabe aus dem Buch aufbauen</translation>
    </message>
    <message>
        <source>New Kanoodle puzzle</source>
        <translation>Neues Kanoodle-Puzzle</translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation>Flaches Brett</translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation>Schiebe-Aufgabe</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Pyramid level (1-100):</source>
        <translation>Pyramidenstufe (1-100):</translation>
    </message>
    <message>
        <source>Flat: pieces given:</source>
        <translation>Flach: vorgegebene Teile:</translation>
    </message>
    <message>
        <source>Sliding: series up to pieces:</source>
        <translation>Schieben: Reihe bis zu Teilen:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Today&apos;s &amp;pyramid</source>
        <translation>Heutige &amp;Pyramide</translation>
    </message>
    <message>
        <source>C&amp;atalog...</source>
        <translation>K&amp;atalog...</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::PyramidScene</name>
    <message>
        <source>Pyramid, three-dimensional view</source>
        <translation>Pyramide, dreidimensionale Ansicht</translation>
    </message>
    <message>
        <source>Choose a piece in the tray and move it over the pyramid: it shows where it fits under the pointer; the wheel or R turns it, F mirrors it, a click puts it down. Click a placed piece to move it. Drag with the right button to turn the pyramid, with the left to move it; Ctrl+wheel zooms and Home resets the view</source>
        <translation>Wählen Sie ein Teil in der Ablage und bewegen Sie es über die Pyramide: es zeigt, wo es unter dem Mauszeiger passt; das Mausrad oder R dreht es, F spiegelt es, ein Klick legt es ab. Ein gelegtes Teil anklicken, um es zu versetzen. Mit der rechten Maustaste ziehen dreht die Pyramide, mit der linken verschiebt sie; Strg+Mausrad zoomt und Pos1 setzt die Ansicht zurück</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::PyramidSceneHand</name>
    <message>
        <source>%1 held: click or Enter puts it down, wheel or R/Shift+R turns, F mirrors, arrows move, Esc or right click puts back</source>
        <translation>%1 gehalten: Klick oder Eingabetaste legt es ab, Mausrad oder R/Umschalt+R dreht, F spiegelt, Pfeiltasten bewegen, Esc oder Rechtsklick legt zurück</translation>
    </message>
    <message>
        <source>%1 fits only this way here</source>
        <translation>%1 passt hier nur so</translation>
    </message>
    <message>
        <source>No room for %1 on the pyramid</source>
        <translation>Kein Platz für %1 auf der Pyramide</translation>
    </message>
    <message>
        <source>%1 fits nowhere further that way</source>
        <translation>%1 passt in dieser Richtung nirgends weiter</translation>
    </message>
    <message>
        <source>The mirror image of %1 does not fit here</source>
        <translation>Das Spiegelbild von %1 passt hier nicht</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::SetUpCheckText</name>
    <message>
        <source>The puzzle is set: exactly one solution.</source>
        <translation>Das Rätsel steht: genau eine Lösung.</translation>
    </message>
    <message>
        <source>The puzzle is set: %1 solutions.</source>
        <translation>Das Rätsel steht: %1 Lösungen.</translation>
    </message>
    <message>
        <source>The puzzle is set, but it has no solution.</source>
        <translation>Das Rätsel steht, hat aber keine Lösung.</translation>
    </message>
    <message>
        <source>No solution — these pieces block it: %1.</source>
        <translation>Keine Lösung – diese Teile blockieren sie: %1.</translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::SolutionBrowser</name>
    <message>
        <source>Previous</source>
        <translation>Vorherige</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächste</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Solution number</source>
        <translation>Lösungsnummer</translation>
    </message>
    <message>
        <source>The number of the solution to show</source>
        <translation>Die Nummer der Lösung, die gezeigt werden soll</translation>
    </message>
    <message>
        <source>Stop browsing and show the game&apos;s position again</source>
        <translation>Das Blättern beenden und wieder die Stellung des Spiels zeigen</translation>
    </message>
    <message>
        <source>The solution before this one</source>
        <translation>Die Lösung vor dieser</translation>
    </message>
    <message>
        <source>The next solution (found in the background if it is not yet)</source>
        <translation>Die nächste Lösung (im Hintergrund gesucht, falls noch nicht gefunden)</translation>
    </message>
    <message>
        <source>Show the solution with the number in the box</source>
        <translation>Die Lösung mit der Nummer im Feld zeigen</translation>
    </message>
    <message>
        <source>Listing solutions</source>
        <translation>Lösungen auflisten</translation>
    </message>
    <message>
        <source>No solution from this position.</source>
        <translation>Keine Lösung von dieser Stellung aus.</translation>
    </message>
    <message>
        <source>Looking for the first solution...</source>
        <translation>Die erste Lösung wird gesucht …</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Lösung %1 von %2</translation>
    </message>
    <message>
        <source>Solution %1 of %2 found so far</source>
        <translation>Lösung %1 von %2 bisher gefundenen</translation>
    </message>
    <message>
        <source>Finding solution %1 (%2 found)...</source>
        <translation>Lösung %1 wird gesucht (%2 gefunden) …</translation>
    </message>
    <message>
        <source>Browsing reaches the first %1 solutions: each one found is kept in memory (up to 24 MB) so that any of them can be shown again at once.</source>
        <translation>Das Blättern reicht bis zu den ersten %1 Lösungen: jede gefundene wird im Speicher gehalten (bis zu 24 MB), damit jede sofort wieder gezeigt werden kann.</translation>
    </message>
</context>
</TS>
