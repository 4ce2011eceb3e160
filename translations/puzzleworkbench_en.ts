<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DailyGameChoice</name>
    <message>
        <source>Today&apos;s Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>puzzle: daily game</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolverCounter</name>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h of the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::backends::BackendRegistry</name>
    <message>
        <source>&quot;%1&quot; is not a puzzle this program knows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::common::GameBackend</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the position %1 is not between 0 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the %n move(s) played</source>
        <translation>
            <numerusform>the move played</numerusform>
            <numerusform>the %n moves played</numerusform>
        </translation>
    </message>
    <message>
        <source>A text board keeps the position alone: %1, the help given and the time played are not in it (a .json file keeps them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text board keeps the position alone: %1 and the time played are not in it (a .json file keeps them).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::common::GameId</name>
    <message>
        <source>the %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 must be a whole number; &apos;%2&apos; is not a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 is larger than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>character %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters is too long; game IDs have at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; a game ID looks like noodles:9x7w#1234</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the puzzle&apos;s name and &apos;:&apos; (as in noodles:9x7w#1234)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a &quot;%1&quot; ID, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;#&apos; and a seed, or &apos;:&apos; and a description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the description after &apos;:&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is not supported; this program reads game IDs up to version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown puzzle &quot;%1&quot;; game IDs start with %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::common::GameIdScanner</name>
    <message>
        <source>the ID ends where %1 should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 (a whole number), found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 (a number such as 0.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::common::GameRecordNotes</name>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {&quot;kind&quot;: WORD, &quot;move&quot;: N}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number of seconds, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::common::JsonFields</name>
    <message>
        <source>field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::common::PuzzleFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; it names the puzzle kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a &quot;%1&quot; file, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 bytes; files over %2 bytes are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not a regular file; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a device, not a regular file; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a socket, not a regular file; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a regular file; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::entanglement::EntanglementBackend</name>
    <message>
        <source>missing: a record without its seed names no deal, so it has no game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record names no seed, so the tiles to come are unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: without the seed the tiles still to come are unknown, so the game cannot be continued (puzzle-cli entanglement replay checks such records)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::entanglement::EntanglementGameId</name>
    <message>
        <source>&apos;r&apos; and the board&apos;s radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entanglement IDs end in &apos;#&apos; and the seed: the seed deals every tile, so it describes the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed must be at most %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::entanglement::Game</name>
    <message>
        <source>the game was already over: the line had run into a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile is at %1 but the line&apos;s open end is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotation must be 0..5, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned 1 step clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned %1 steps clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pairs are not the pocket tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claims %1 but the line grows by %2, worth %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pairs are not the tile in hand %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::entanglement::GameFile</name>
    <message>
        <source>move %1 (field &quot;moves&quot;[%2])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a pair of pin numbers [a, b]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid pairing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves; no board holds more than %2 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says %1 but the moves add up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a computer player (greedy, lookahead or deep)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::entanglement::Tile</name>
    <message>
        <source>a tile has 6 pin pairs, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pin numbers run from 0 to 11; got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pin %1 is paired with itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pin %1 is used twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::BatchFile</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;NAME STATE&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::BookLibrary</name>
    <message>
        <source>the book&apos;s name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the book&apos;s name is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number must be from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a book puzzle is a flat board or a pyramid with its given pieces (kanoodle:f:… or kanoodle:p:…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a library of book puzzles (not a JSON object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a library of book puzzles (expected &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is not supported; this program reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::KanoodleBackend</name>
    <message>
        <source>that piece is not in this puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one of the puzzle&apos;s given pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on the board already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot lie on those cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would cover a ball that is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move is {&quot;place&quot;: LETTER, &quot;cells&quot;: [CELL, ...]} or {&quot;remove&quot;: LETTER}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle is solved already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n piece(s) given</source>
        <translation>
            <numerusform>%1, %n piece given</numerusform>
            <numerusform>%1, %n pieces given</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle has no solution from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pieces on the board block every solution</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::KanoodleFile</name>
    <message>
        <source>moves the given piece %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be distinct piece letters A-L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sliding challenge has %1 to %2 pieces, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a region size (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pieces %1 have %2 balls but the region has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;pyramid&quot;, &quot;flat&quot; or &quot;sliding&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a complete board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::KanoodleGameId</name>
    <message>
        <source>&apos;%1&apos; is not a piece letter A-L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piece %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sliding challenge has %1 to %2 pieces, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pieces %1 have %2 balls; sliding regions have %3 balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pyramid level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of given pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the series&apos; number of pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step of the series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected p (pyramid), f (flat board) or s (sliding challenge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected p (pyramid), f (flat board) or sLETTERS (a sliding challenge&apos;s pieces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state has %1 characters; a Kanoodle state has exactly %2 (one per ball, &apos;.&apos; for empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter A-L or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ball %1 lies outside the challenge region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generating was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no puzzle could be generated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::Piece</name>
    <message>
        <source>Lime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A Kanoodle piece: its letter and its colour, as in &quot;E (Red)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::kanoodle::Position</name>
    <message>
        <source>has %1 characters; a Kanoodle state has exactly %2 (one per ball, &apos;.&apos; for empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state character %1, ball %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter A-L or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piece %1 lies outside the challenge region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piece %1 is not one of this challenge&apos;s pieces (cells %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piece %1 is split into %2 parts: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piece %1 covers %2 balls (%3); it has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piece %1 on %2 is not a legal placement of that piece</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::BoardFile</name>
    <message>
        <source>has %1 rows; the board is %2 high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array (a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 entries; every row needs %2 (the width)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a grid; use &quot;square&quot; or &quot;hex&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be [column, row] on the board: column 0 to %1, row 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a tile mask, a whole number from 1 to %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tile needs at least one connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mask %1 has %2 connections; square tiles have at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mask %1 has %2 connections; hex tiles have at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be [column, row] on a wrapping board: column 0 to %1, row 0 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the sides a barrier closes, a whole number from 0 to %1 (as a tile&apos;s mask)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::EdgeMarkFile</name>
    <message>
        <source>must be [column, row, side, &quot;wall&quot; or &quot;joined&quot;]: column 0 to %1, row 0 to %2, side 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tile is across that side (the edge of the board or a barrier): there is nothing to mark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::Generator</name>
    <message>
        <source>no puzzle with a unique solution was found for a %1 x %2 wrapping board after %3 trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no puzzle with a unique solution was found for a %1 x %2 flat board after %3 trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wrapping square board 2 cells wide cannot have a unique solution: both sides across the seam lead to the same neighbour, so the mirror image of any solution is a second one. Use at least 3, turn wrap off, or allow ambiguous puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wrapping square board 2 cells high cannot have a unique solution: both sides across the seam lead to the same neighbour, so the mirror image of any solution is a second one. Use at least 3, turn wrap off, or allow ambiguous puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wrapping hex board of 2 x 2 cannot have a unique solution: every cell meets each other cell through two sides. Use a larger board, turn wrap off, or allow ambiguous puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generation was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % is out of range; barriers take 0 to %2 % of the sides</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::Impossibility</name>
    <message>
        <source>the piece at column %1, row %2 has no noodle, so it can never join the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece at column %1, row %2 is locked with a noodle pointing off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece at column %1, row %2 does not fit the edge of the board: however it is turned, a noodle points off it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pieces have %1 noodle ends in all, but %2 pieces joined into one network without loops have exactly %3: two for each of the %4 links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coloured like a chessboard, the dark squares&apos; pieces have %1 noodle ends and the light squares&apos; %2, but every link joins a dark square to a light one, so both need %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::LevelGenerator</name>
    <message>
        <source>no %1 puzzle came in %2 boards (seeds %3 to %4); at this size the level is rare or does not occur: try another size or level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every generated puzzle has a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a puzzle with exactly one solution is never %1: the generator keeps only boards the rules solve. Allow puzzles with several solutions to get one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wrapping board is never %1: with no border, no side is known until the isolation rule finds one. Turn wrap off, or choose Tough or Fiendish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::NetGameId</name>
    <message>
        <source>Net game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters is too long for a board of at most %2 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Net game ID starts with the width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the height after &apos;x&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; and Net&apos;s description of the tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Net seed ID names a puzzle only Net&apos;s own generator makes; in Net, Game ▸ Specific… shows its description (WxH:…), which plays here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the description ends after %1 tiles; a %2 x %3 board has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; Net writes each as a hexadecimal digit (right 1, up 2, left 4, down 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a blank tile: every Noodles tile has a noodle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a four-way tile: Noodles&apos; square tiles have at most three arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the last tile; a %2 x %3 board has %4 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net plays square boards only; this one is hex</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::NoodlesBackend</name>
    <message>
        <source>there is no tile %1 on this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle is solved already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that piece is locked; unlock it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board has no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, wrapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a wrapping board has an origin to shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hex board shifts by two columns at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no side between two tiles there to mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move is {&quot;rotate&quot;: TILE, &quot;by&quot;: STEPS}, {&quot;lock&quot;: TILE, &quot;on&quot;: true or false}, {&quot;mark&quot;: TILE, &quot;side&quot;: SIDE, &quot;as&quot;: &quot;wall&quot;, &quot;joined&quot; or &quot;none&quot;} or {&quot;shift&quot;: [COLUMNS, ROWS]}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::NoodlesGameId</name>
    <message>
        <source>the width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;x&apos; between width and height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;,&apos; between the source&apos;s column and row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;/&apos; before the tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ID ends after %1 tiles; a %2 x %3 board has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square tile; use 1-9 and a-f (masks 1 to 15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile; use 0-9, a-z, A-Z, - and _ (masks 0 to 63)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tile needs at least one connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mask %1 has %2 connections; these tiles have at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;a&apos; (any solution) belongs to seed IDs; a description holds the tiles themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the barriers&apos; share in per cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Noodles option; after the size come h (hex), w (wrap), a (any solution) and b with a per cent (barriers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the barriers need one character per tile: %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile&apos;s barriers; use 0 to %2 (a bit for each of the first %3 sides, clockwise from the top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;/&apos; and the barriers after the last tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;b&apos; (a share of barriers) belongs to seed IDs; a description lists the barriers themselves, after the tiles and a &apos;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::Rating</name>
    <message>
        <source>Unsolvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fiendish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guesswork</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::noodles::Topology</name>
    <message>
        <source>%1 is out of range; the width must be from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range; the height must be from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wrapping hex board needs an even width (got %1), or the shifted columns would not line up across the seam</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::BoardFormat</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numbers on one line; a board has at most %2 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range; a board of %2 cells holds 0 to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears twice (first at %2)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size %1 is out of range; boards are %2 to %3 wide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size line is not followed by a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many rows; a board has at most %1 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 columns; a board has at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row needs at least %1 numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numbers, but the size line (line %2) says %3 per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numbers, but line %2 has %3 (rows must be equally long)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more rows than the size line (line %1) says (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size line says %1 rows, but %2 follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board needs at least %1 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 numbers; a %2 x %3 board needs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move (use U, D, L, R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would move the blank off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty name before &apos;:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no numbers after the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numbers is not a square board of side %2 to %3 (4, 9, 16, ... 100 numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, number %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::CompactPatternDatabase</name>
    <message>
        <source>building the %1 pattern databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a compact pattern database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by another version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds other patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has other tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has the wrong table size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tables are cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trailing bytes after the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 fails its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebuilt the %1 pattern databases: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building the %1 pattern databases was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not cache the %1 pattern databases: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds other region tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region table has the wrong size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region table fails its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebuilt the %1 pattern databases: the file has no tables for the dual lookups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds tables by placement, not zero-aware ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds zero-aware tables, not tables by placement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::PatternDatabase</name>
    <message>
        <source>building pattern databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a pattern database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by another version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has other tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has the wrong table size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tables are cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 fails its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trailing bytes after the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rebuilt the pattern databases: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building the pattern databases was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not cache the pattern databases: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::PatternPartition</name>
    <message>
        <source>pattern databases are made for boards of 2 x 2 to 5 x 5, not %1 x %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has %2 tiles; a pattern has 1 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has too many placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 names tile %2, which is not on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1 is in two patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1 is in no pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern %1 has too many states for a zero-aware table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::Scramble</name>
    <message>
        <source>out of place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a fraction from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not get %1 of %2 tiles out of place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 is not a board size; rows and columns are %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::SlidingBackend</name>
    <message>
        <source>the blank cannot move up: it is in the top row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the blank cannot move down: it is in the bottom row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the blank cannot move left: it is in the leftmost column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the blank cannot move right: it is in the rightmost column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move is one of &quot;U&quot;, &quot;D&quot;, &quot;L&quot;, &quot;R&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board cannot be solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is solved already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::SlidingGameId</name>
    <message>
        <source>the ID ends after %1 tiles; a %2 x %3 board has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;,&apos; and the next tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears twice (first at character %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last tile (a %1 x %2 board has %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;x&apos; between rows and columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the out-of-place fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::sliding::Solver</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reduction got stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reduction left a wrong remainder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search bound passed the longest path IDA* keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heuristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern databases exist for 4 x 4 boards only; this board is %1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern databases are not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fast solver does not use pattern databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board cannot be solved: its tiles are in the wrong permutation parity for this blank position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optimal search ran out of its %1 s budget after proving that no solution is shorter than %2 moves; this is the fast solver&apos;s answer, not proven optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optimal search ran out of its %1 s budget after proving that no solution is shorter than %2 moves; this answer of weighted IDA* is at most %3 % longer than the optimum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::statistics::DateTicks</name>
    <message>
        <source>MMM yyyy</source>
        <comment>a month on a chart&apos;s date axis (QLocale format)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MMM</source>
        <comment>a month on a chart&apos;s date axis (QLocale format)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>a day on a chart&apos;s date axis (QLocale format)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>the years a chart&apos;s date axis spans</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::statistics::GameStatistics</name>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged (%2) and could not be moved aside (%3); the statistics are not saved until it is moved or removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) in the statistics were out of range and are ignored (%1); the rest are kept.</source>
        <translation>
            <numerusform>%n value in the statistics was out of range and is ignored (%1); the rest are kept.</numerusform>
            <numerusform>%n values in the statistics were out of range and are ignored (%1); the rest are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game record(s) in the statistics could not be read and are left out (%1); the other games are kept.</source>
        <translation>
            <numerusform>%n game record in the statistics could not be read and is left out (%1); the other games are kept.</numerusform>
            <numerusform>%n game records in the statistics could not be read and are left out (%1); the other games are kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics cannot be read (%1); they are not saved until the file can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics of an earlier version could not be converted, as no copy of them could be kept (%1); they are not saved until a copy can be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::Autosave</name>
    <message>
        <source>Unsaved games are not protected against a crash: the folder %1 cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave of %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another unsaved %1 game is kept for the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (kept in %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::DailyArchiveDialog</name>
    <message>
        <source>&amp;Play This Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s Puzzle Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle: solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle: not solved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row solved on the day, without help.</source>
        <translation>
            <numerusform>Streak: %n day in a row solved on the day, without help.</numerusform>
            <numerusform>Streak: %n days in a row solved on the day, without help.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not solved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solved on the day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solved on a later day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Daily game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle (%2): solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s %1 puzzle (%2): not solved yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::DeductionWords</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to its upper right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to its lower right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to its lower left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to its upper left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned this way (in red) it would point into the wall %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned this way (in red) it would turn its back on the arm of the tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned this way (in red) it would point into the blank side of the tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Turned this way (in red) it would close a loop through the %n outlined tile(s).</source>
        <translation>
            <numerusform>Turned this way (in red) it would close a loop through the %n outlined tile.</numerusform>
            <numerusform>Turned this way (in red) it would close a loop through the %n outlined tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned this way (in red) it would cut off the %n outlined tile(s) from the rest of the board.</source>
        <translation>
            <numerusform>Turned this way (in red) it would cut off the %n outlined tile from the rest of the board.</numerusform>
            <numerusform>Turned this way (in red) it would cut off the %n outlined tiles from the rest of the board.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is locked another way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned this way (in red) it led to a contradiction when the solver tried it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned this way (in red) it has been searched to the end; its solutions are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile must point away from the wall %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile must point away from the walls %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile must meet the arm of the tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It must meet the arm of the tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile must meet the arms of the tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It must meet the arms of the tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile must not point into the blank side of the tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It must not point into the blank side of the tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile must not point into the blank sides of the tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It must not point into the blank sides of the tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would close a loop through the %n outlined tile(s).</source>
        <translation>
            <numerusform>Turned any other way it would close a loop through the %n outlined tile.</numerusform>
            <numerusform>Turned any other way it would close a loop through the %n outlined tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned another way it would close a loop through the %n outlined tile(s).</source>
        <translation>
            <numerusform>Turned another way it would close a loop through the %n outlined tile.</numerusform>
            <numerusform>Turned another way it would close a loop through the %n outlined tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would cut off the %n outlined tile(s) from the rest of the board.</source>
        <translation>
            <numerusform>Turned any other way it would cut off the %n outlined tile from the rest of the board.</numerusform>
            <numerusform>Turned any other way it would cut off the %n outlined tiles from the rest of the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned another way it would cut off the %n outlined tile(s) from the rest of the board.</source>
        <translation>
            <numerusform>Turned another way it would cut off the %n outlined tile from the rest of the board.</numerusform>
            <numerusform>Turned another way it would cut off the %n outlined tiles from the rest of the board.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver ruled out the rest by trying them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would close one of the %n outlined loops (through %1 tiles).</source>
        <translation>
            <numerusform>Turned any other way it would close one of the %n outlined loops (through %1 tiles).</numerusform>
            <numerusform>Turned any other way it would close one of the %n outlined loops (through %1 tiles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned other ways it would close one of the %n outlined loops (through %1 tiles).</source>
        <translation>
            <numerusform>Turned other ways it would close one of the %n outlined loops (through %1 tiles).</numerusform>
            <numerusform>Turned other ways it would close one of the %n outlined loops (through %1 tiles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned any other way it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</source>
        <translation>
            <numerusform>Turned any other way it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</numerusform>
            <numerusform>Turned any other way it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned other ways it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</source>
        <translation>
            <numerusform>Turned other ways it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</numerusform>
            <numerusform>Turned other ways it would cut off one of the %n outlined islands (of %1 tiles) from the rest of the board.</numerusform>
        </translation>
    </message>
    <message>
        <source>So it can only sit one way (drawn over it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So however it turns, it has an arm %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So however it turns, it has no arm %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::DistanceCoach</name>
    <message>
        <source>Show &amp;distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After every move, show how many moves the position is from solved and whether the move went closer (measured in the background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s)!</source>
        <translation>
            <numerusform>Solved in %n move!</numerusform>
            <numerusform>Solved in %n moves!</numerusform>
        </translation>
    </message>
    <message>
        <source>Measuring the distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance is measured on boards of up to 25 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No distance: this board cannot be solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) from solved</source>
        <translation>
            <numerusform>%n move from solved</numerusform>
            <numerusform>%n moves from solved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %n move(s) from solved (too far to measure in %1 s)</source>
        <translation>
            <numerusform>At least %n move from solved (too far to measure in %1 s)</numerusform>
            <numerusform>At least %n moves from solved (too far to measure in %1 s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Distance: measured when the running job ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring the distance...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: closer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: farther</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: no closer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s): the optimum, not one move wasted!</source>
        <translation>
            <numerusform>Solved in %n move: the optimum, not one move wasted!</numerusform>
            <numerusform>Solved in %n moves: the optimum, not one move wasted!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s): the optimum from the start was %1 (+%2).</source>
        <translation>
            <numerusform>Solved in %n move: the optimum from the start was %1 (+%2).</numerusform>
            <numerusform>Solved in %n moves: the optimum from the start was %1 (+%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with help in %n move(s); the optimum from the start was %1.</source>
        <translation>
            <numerusform>Solved with help in %n move; the optimum from the start was %1.</numerusform>
            <numerusform>Solved with help in %n moves; the optimum from the start was %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with help in %n move(s).</source>
        <translation>
            <numerusform>Solved with help in %n move.</numerusform>
            <numerusform>Solved with help in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %n move(s) from solved (proven by a search)</source>
        <translation>
            <numerusform>At least %n move from solved (proven by a search)</numerusform>
            <numerusform>At least %n moves from solved (proven by a search)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::GameChart</name>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scored game in this category yet. Each game played to its end without help is drawn here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game solved without help in this category yet. Each one is drawn here with its time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the games spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::GameIdDialog</name>
    <message>
        <source>Enter Game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a game ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game ID, as Game ▸ Copy Game ID gives it (for example %1):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::GuideBrowser</name>
    <message>
        <source>How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::IterationChart</name>
    <message>
        <source>Nodes expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each iteration&apos;s nodes are drawn here once it begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes expanded per iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound (each bar from its bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousands of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millions of nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play/Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle files (*.json *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown puzzle kind &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a puzzle file this program reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 game has unsaved changes. Do you want to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Noodles, Kanoodle Extreme, Entanglement and Sliding Tiles in one window: play them, watch their solvers work step by step, and load and save puzzle files.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Unsaved Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Workbench did not close normally last time. Restore the unsaved games (%1)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file does not exist any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 •</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job finished here while the tab was hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter Game ID...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the game ID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tab plays &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s ID: %1
Game ▸ Copy Game ID copies it, Game ▸ Enter Game ID opens it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The game is not saved; the file on disk was left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s Puzzle &amp;Archive...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace File?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file named “%1” already exists in “%2”. Do you want to replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Messages...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;irst Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result to copy: %1 shows no finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo &amp;Another Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo &amp;Another Branch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the sounds of Entanglement: a placement, the line growing, a swap and the end of a game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::MessagesDialog</name>
    <message>
        <source>Messages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been said about this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::Midend</name>
    <message>
        <source>%1 stopped: the position changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step of the history does not follow from the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more step(s)</source>
        <translation>
            <numerusform>%1 and %n more step</numerusform>
            <numerusform>%1 and %n more steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Redo now steps through the branch given up here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no game to save yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NewNoodlesDialog</name>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap around the edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Noodles Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 × %3%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, wrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square pieces with four sides, or hexagonal pieces with six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset size; editing the size below picks Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipes may leave one edge and come back on the opposite one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep generating until the solver proves there is only one solution (slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and options make the same puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: borders and neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: also no closed loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: also no two dead ends facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: also no network sealed off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the rules are not enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How hard the reasoning is: the puzzle is generated again, seed after seed, until one needs exactly the rules of this level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net&apos;s barrier variant: this share of the sides no noodle crosses in the solution become walls inside the grid (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Barriers:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NewSlidingGameDialog</name>
    <message>
        <source>New Sliding Tiles Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles &amp;out of place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the tiles that the scramble moves away from their goal cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random walk (easier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform: every solvable arrangement is equally likely (a 4 x 4 then needs about 53 moves). Random walk: tiles slid at random from the solved board until the share below is out of place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and settings deal the same board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesHintArea</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step before, nearer to what you can see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next step, nearer to the hinted tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why %1 sits this way: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesLockTools</name>
    <message>
        <source>Lock &amp;All Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unlock All Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock the &amp;Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock the &amp;Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock the &amp;Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock all tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock all tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock network</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesMessages</name>
    <message>
        <source>the piece at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it would point off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it disagrees with a side already known open or closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it would close a loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it would seal off a network smaller than the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece is locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trying it led to a contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its branch has been searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take this orientation: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is fixed (last rule: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guess: try one orientation of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every piece is fixed: a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back to the state before the last guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved: the solution is unique (%n guess(es)). Step through the deductions below.</source>
        <translation>
            <numerusform>Solved: the solution is unique (%n guess). Step through the deductions below.</numerusform>
            <numerusform>Solved: the solution is unique (%n guesses). Step through the deductions below.</numerusform>
        </translation>
    </message>
    <message>
        <source>This board has several solutions; showing one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 follows from the locked pieces; it is now turned and locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 was wrong (no solution has it turned that way); it is now turned and locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: this board has several solutions; %1 is now turned as in one of them and locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is already solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: the puzzle has no solution: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: the puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piece is locked yet: middle-click or Space locks one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n locked piece(s) agree with a solution.</source>
        <translation>
            <numerusform>The %n locked piece agrees with a solution.</numerusform>
            <numerusform>All %n locked pieces agree with a solution.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each locked piece fits some solution, but not all of them together: one of them belongs to another solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n locked piece(s), crossed out in red, fit no solution turned that way.</source>
        <translation>
            <numerusform>%n locked piece, crossed out in red, fits no solution turned that way.</numerusform>
            <numerusform>%n locked pieces, crossed out in red, fit no solution turned that way.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check: this board has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: this board has several solutions, so I cannot tell which tiles are wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: every tile is turned as in the solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Check: the %n wrong tile(s) are crossed out.</source>
        <translation>
            <numerusform>Check: the %n wrong tile are crossed out.</numerusform>
            <numerusform>Check: the %n wrong tiles are crossed out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Check: %n tile(s) still wrong. Press Check again to see which.</source>
        <translation>
            <numerusform>Check: %n tile still wrong. Press Check again to see which.</numerusform>
            <numerusform>Check: %n tiles still wrong. Press Check again to see which.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) locked.</source>
        <translation>
            <numerusform>%n tile locked.</numerusform>
            <numerusform>%n tiles locked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) unlocked.</source>
        <translation>
            <numerusform>%n tile unlocked.</numerusform>
            <numerusform>%n tiles unlocked.</numerusform>
        </translation>
    </message>
    <message>
        <source>the end piece at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the straight at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the corner at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sharp bend at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wide bend at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the T-piece at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the three-way piece at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four-way piece at column %1, row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 follows from the walls and the pieces that can only sit one way; it is now turned and locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of your edge marks are wrong, among them the one between %1 and %2.</source>
        <translation>
            <numerusform>%n of your edge marks is wrong, among them the one between %1 and %2.</numerusform>
            <numerusform>%n of your edge marks are wrong, among them the one between %1 and %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your wall mark between %1 and %2 is wrong: in the solution a noodle crosses there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your joined mark between %1 and %2 is wrong: in the solution no noodle crosses there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of your edge mark(s) contradict(s) the solution (crossed out).</source>
        <translation>
            <numerusform>%n of your edge marks contradicts the solution (crossed out).</numerusform>
            <numerusform>%n of your edge marks contradict the solution (crossed out).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your edge mark(s) contradict(s) the solution.</source>
        <translation>
            <numerusform>%n of your edge marks contradicts the solution.</numerusform>
            <numerusform>%n of your edge marks contradict the solution.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesSettings</name>
    <message>
        <source>The saved Noodles board size is out of range (%1); the default board is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesSidePanel</name>
    <message>
        <source>Res&amp;tart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn every piece back to where the game started (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn every unlocked piece at random (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross out the locked pieces that no solution has turned that way (counts as help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Difficulty: %1 (%n guess(es))</source>
        <translation>
            <numerusform>Difficulty: %1 (%n guess)</numerusform>
            <numerusform>Difficulty: %1 (%n guesses)</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The borders and the sides the neighbours show fix every piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs the loop rule too: a piece never closes a loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs the dead-end rule too: two dead ends never face each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs the isolation rule too: no group of pieces may be sealed off from the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules stall: pieces must be tried, and the board may have several solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;ock tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say how many tiles are still wrong; press again to cross them out (counts as help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock or unlock every tile, a row, a column or a noodle network (also Shift+right click on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Net &amp;ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the game ID Simon Tatham&apos;s Net plays this board by (its tiles as turned now and its barriers; square boards only)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesStatusLine</name>
    <message>
        <source>Generating a puzzle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1    Time: %2    Powered: %3 / %4    Locked: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loop is closed (drawn in red): open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (with help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n island(s) closed (outlined): a tile in each is wrong.</source>
        <translation>
            <numerusform>%n island closed (outlined): a tile in it is wrong.</numerusform>
            <numerusform>%n islands closed (outlined): a tile in each is wrong.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesStepFrames</name>
    <message>
        <source>Before the first deduction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first deduction: each piece shows every orientation it has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesTab</name>
    <message>
        <source>Rotate clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noodles puzzles (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating a Noodles puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Noodles Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That piece is locked; middle-click or Space unlocks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving Noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noodles board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step-through keeps the first %L1 steps; the solver goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s)</source>
        <translation>
            <numerusform>Solved in %n move</numerusform>
            <numerusform>Solved in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (fewest possible: %1)</source>
        <translation>
            <numerusform>Solved in %n move (fewest possible: %1)</numerusform>
            <numerusform>Solved in %n moves (fewest possible: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (fewest found: %1)</source>
        <translation>
            <numerusform>Solved in %n move (fewest found: %1)</numerusform>
            <numerusform>Solved in %n moves (fewest found: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved with help; %n move(s) of your own.</source>
        <translation>
            <numerusform>Solved with help; %n move of your own.</numerusform>
            <numerusform>Solved with help; %n moves of your own.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generating a %1 Noodles puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A %1 puzzle, found among %n board(s).</source>
        <translation>
            <numerusform>A %1 puzzle, found among %n board.</numerusform>
            <numerusform>A %1 puzzle, found among %n boards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a wrapping board can be shifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift the picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn half round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Turn %n tile(s)</source>
        <translation>
            <numerusform>Turn %n tile</numerusform>
            <numerusform>Turn %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lock %n tile(s)</source>
        <translation>
            <numerusform>Lock %n tile</numerusform>
            <numerusform>Lock %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unlock %n tile(s)</source>
        <translation>
            <numerusform>Unlock %n tile</numerusform>
            <numerusform>Unlock %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Tip: click a piece to turn it (right-click turns it back, middle-click locks it) until every piece is lit from the source. Ctrl+click near a side marks it as a wall, Ctrl+right-click as joined. F1 shows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear a mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied Net&apos;s game ID of this board (%n character(s)): in Net, Game ▸ Specific… plays it.</source>
        <translation>
            <numerusform>Copied Net&apos;s game ID of this board (%n character): in Net, Game ▸ Specific… plays it.</numerusform>
            <numerusform>Copied Net&apos;s game ID of this board (%n characters): in Net, Game ▸ Specific… plays it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left click turns a piece anticlockwise, right click clockwise, middle click locks it; keys: arrows move the cursor, A and D (or Enter) turn, F turns half round, Space locks; Shift+drag turns (left button) or locks (middle) every piece passed. The wheel (or + and -) zooms, a drag moves the board, 0 fits it to the window. Shift+right click opens the lock tools (L, U, R, C, N); on a wrapping board Ctrl+drag or Ctrl+Shift+arrows shift the picture. Ctrl+click near a side marks it as a wall, Ctrl+right click as joined (the same again takes the mark off)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::NoodlesView</name>
    <message>
        <source>Solved!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A network of %n tile(s) with a closed loop in it (in red): open the loop.</source>
        <translation>
            <numerusform>A network of %n tile with a closed loop in it (in red): open the loop.</numerusform>
            <numerusform>A network of %n tiles with a closed loop in it (in red): open the loop.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An island of %n tile(s): no arm of it is left free, so it can never reach the rest; a tile in it is wrong.</source>
        <translation>
            <numerusform>An island of %n tile: no arm of it is left free, so it can never reach the rest; a tile in it is wrong.</numerusform>
            <numerusform>An island of %n tiles: no arm of it is left free, so it can never reach the rest; a tile in it is wrong.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The source&apos;s network: %n tile(s).</source>
        <translation>
            <numerusform>The source&apos;s network: %n tile.</numerusform>
            <numerusform>The source&apos;s network: %n tiles.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile joined to nothing yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A network of %n tile(s), not yet joined to the source.</source>
        <translation>
            <numerusform>A network of %n tile, not yet joined to the source.</numerusform>
            <numerusform>A network of %n tiles, not yet joined to the source.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::PuzzleTab</name>
    <message>
        <source>autosave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SearchWatchDialog</name>
    <message>
        <source>&amp;Step through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch IDA*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position at the end of the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board after the moves of the path the search is expanding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the board on screen with IDA* and play what it does, step by step, at the player&apos;s speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the board on screen with IDA* at full speed, the newest step always in sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the search; its steps so far stay to be stepped through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the window; a search still running stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path: the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration %1 begins: bound %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Iteration %1, bound %2: expanding a node %n move(s) deep.</source>
        <translation>
            <numerusform>Iteration %1, bound %2: expanding a node %n move deep.</numerusform>
            <numerusform>Iteration %1, bound %2: expanding a node %n moves deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Iteration %1 ends: a solution of %n move(s), bound %2.</source>
        <translation>
            <numerusform>Iteration %1 ends: a solution of %n move, bound %2.</numerusform>
            <numerusform>Iteration %1 ends: a solution of %n moves, bound %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Iteration %1 ends: nothing within bound %2; the next bound is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration %1 (bound %2) stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration %1 ends with no bound left to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes: %1 in this iteration, %2 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Path (%n move(s)): %1</source>
        <translation>
            <numerusform>Path (%n move): %1</numerusform>
            <numerusform>Path (%n moves): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the search...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching: %1 nodes expanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Done: %1 nodes in %2 iterations; a solution of %n move(s).</source>
        <translation>
            <numerusform>Done: %1 nodes in %2 iterations; a solution of %n move.</numerusform>
            <numerusform>Done: %1 nodes in %2 iterations; a solution of %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through or Full speed searches the board on screen with the heuristic chosen on the Solver page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SettingsWrites</name>
    <message>
        <source>The settings could not be saved to %1: the file or its folder cannot be written. Changed settings last until the program ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: the file is not in the settings&apos; format. Changed settings last until the program ends.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingBoardEditor</name>
    <message>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board being set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell and type its number (0 for the blank), or drag a tile onto another cell to swap them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty every cell, to type the board in from the first cell on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a board copied as text: rows of numbers, 0 the blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game from this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate tiles: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing tiles: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solvable (parity): swap two tiles to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rows of tiles the board has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many columns of tiles the board has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the editor; the game from before goes on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingMoveList</name>
    <message>
        <source>Moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each move with the optimal distance to the goal before and after it: green when it went closer, red when farther</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Tile %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2. Tiles %3: %4 → %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSearchPanel</name>
    <message>
        <source>Best board so far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best board so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board closest to the goal that the running search has met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the moves of the solution found (U, D, L, R: where the blank goes) to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied the solution (%n move(s)) to the clipboard.</source>
        <translation>
            <numerusform>Copied the solution (%n move) to the clipboard.</numerusform>
            <numerusform>Copied the solution (%n moves) to the clipboard.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Watch IDA*...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a window that runs IDA* on this board and shows each iteration: its bound, its nodes and the path being expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not wait for the 7-8 tables: answer with the 6-6-3 tables within the optimal budget, or with the fast solver&apos;s longer answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All &amp;optimal solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count every optimal solution of the board on screen (up to 16 cells) and list the first of them to step through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an optimal solution: the player under the board steps through it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSidePanel</name>
    <message>
        <source>This board cannot be solved: its tiles have the wrong parity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new scrambled board of a chosen size and seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sc&amp;ramble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble the board again with a new seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best next tile to slide; press again to slide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search for a solution and replay it with the step player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;up...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or drag in a board of your own, or paste one, and play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves played, each with the optimal distance before and after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What Solve, Hint or Watch IDA* searched and found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The algorithm and heuristic Solve uses, its limits, and the 7-8 tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the other pages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSolverBox</name>
    <message>
        <source>The setting %1 = &quot;%2&quot; is out of range (%3 to %4); the default %5 is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heuris&amp;tic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* &amp;memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal &amp;budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search algorithm used by Solve; Automatic picks IDA* or the fast solver by board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound that guides the search; pattern databases suit 4 x 4 boards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* stops when its open and closed lists pass this size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic and Hint first search this long for an optimal answer on boards of up to 25 cells (4 x 6, 5 x 5...), then take the fast solver&apos;s; none: optimal up to 16 cells only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %1 tables:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingSolverNames</name>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal (IDA*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal, much memory (A*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast, not optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal up to 16 cells, and up to 25 cells within the optimal budget; the fast solver on bigger boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always the fewest moves; deepening searches that keep only the current path (may take very long on big boards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always the fewest moves; keeps every position it met, so it stops at the memory limit on hard boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places the tiles row by row and column by column: any size in moments, but not the fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fast solver: the optimal search ran out of its %1 s budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 pattern databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDA* with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fast solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* stopped after %1 expanded nodes: its memory passed the limit of %2 MiB. IDA* solves the same board in little memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board cannot be solved: its tiles have the wrong parity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search gave up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not proven optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>An optimal solution has between %1 and %n move(s).</source>
        <translation>
            <numerusform>An optimal solution has between %1 and %n move.</numerusform>
            <numerusform>An optimal solution has between %1 and %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>weighted IDA*: the optimal search ran out of its %1 s budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) (%1)</source>
        <translation>
            <numerusform>%n move (%1)</numerusform>
            <numerusform>%n moves (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>By %1
Expanded: %2
h of the start: %3
Time: %4 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SlidingTab</name>
    <message>
        <source>Slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Slide %n tiles</source>
        <translation>
            <numerusform>Slide %n tiles</numerusform>
            <numerusform>Slide %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Sliding Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding boards (*.json *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding text boards (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New %1 x %2 game, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrambled with seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is already solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board cannot be solved: its tiles have the wrong parity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: click a tile in the gap&apos;s row or column, or use the arrow keys, to slide the tiles into order. F1 shows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: slide tile %1, the next move of an optimal solution found before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: slide tile %1, the next move of the solution found before (not proven optimal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Hint again to slide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hint: slide tile %1, the first move of a %2 solution of %n move(s).</source>
        <translation>
            <numerusform>Hint: slide tile %1, the first move of a %2 solution of %n move.</numerusform>
            <numerusform>Hint: slide tile %1, the first move of a %2 solution of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solution: %n move(s) (%1). Replay it with the player below.</source>
        <translation>
            <numerusform>Solution: %n move (%1). Replay it with the player below.</numerusform>
            <numerusform>Solution: %n moves (%1). Replay it with the player below.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slid tile %1, as the hint said.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started the %1 x %2 board you set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching IDA*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster on 4 x 4: Build the 7-8 tables (on the Solver page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a tile in the blank&apos;s row or column, or drag it towards the blank, or use the arrow keys, to slide tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the %1 tables, for an optimal answer...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the %1 tables (Answer now: a quicker answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the %1 tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every optimal solution is counted on boards of up to 16 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the optimal solutions...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the optimal solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Tiles %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n optimal solution(s) of %1 moves</source>
        <translation>
            <numerusform>%n optimal solution of %1 moves</numerusform>
            <numerusform>%n optimal solutions of %1 moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n listed: choose one to step through it.</source>
        <translation>
            <numerusform>The first %n listed: choose it to step through it.</numerusform>
            <numerusform>The first %n listed: choose one to step through it.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 tables are being built: later searches take them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stronger on %1 x %1: Build the %2 tables (on the Solver page).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::SolverStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::StartupChecks</name>
    <message>
        <source>it cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>statistics and autosaves are not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings, recent files and the window&apos;s place are not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding Tiles&apos; pattern databases are built again in every session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be written (%2): %3. Play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of an earlier version were left where they were, as the data or cache folder already holds one of the same name: %1</source>
        <translation>
            <numerusform>%n file of an earlier version was left where it was, as the data or cache folder already holds one of the same name: %1</numerusform>
            <numerusform>%n files of an earlier version were left where they were, as the data or cache folder already holds ones of the same names: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of an earlier version could not be moved to the data or cache folder and were left where they were: %1</source>
        <translation>
            <numerusform>%n file of an earlier version could not be moved to the data or cache folder and was left where it was: %1</numerusform>
            <numerusform>%n files of an earlier version could not be moved to the data or cache folder and were left where they were: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::StatisticsColumns</name>
    <message>
        <source>%1 (optimum %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved unaided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best this week</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::StatisticsDialog</name>
    <message>
        <source>%1 Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size or level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games finished after Solve or a Hint count as played and with help, never as a best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every %1 game recorded so far? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s puzzle streak: %n day(s) in a row solved unaided.</source>
        <translation>
            <numerusform>Today&apos;s puzzle streak: %n day in a row solved unaided.</numerusform>
            <numerusform>Today&apos;s puzzle streak: %n days in a row solved unaided.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze or level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>the Charts page&apos;s label before the list of sizes, named as the puzzle names them (Radius)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n day(s)</source>
        <translation>
            <numerusform>%1: %n day</numerusform>
            <numerusform>%1: %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s puzzle streaks, days in a row solved unaided: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::StepPlayer</name>
    <message>
        <source>First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) per second</source>
        <translation>
            <numerusform>%n step per second</numerusform>
            <numerusform>%n steps per second</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::StorageNoticeButton</name>
    <message>
        <source>Files and Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::TableBuilder</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the %1 tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build them when first needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop building the tables; nothing is kept and the 6-6-3 tables go on answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the %1 tables was cancelled; nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables on disk were not taken: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the %1 tables in the background, at low priority: Solve, Hint and the distance use the 6-6-3 tables until they are ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the %1 tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables were not built: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables on disk were refused (%2): they are being built again in the background; until they are ready the 6-6-3 tables answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the strong 4 x 4 pattern databases once, in the background (minutes at low priority, 640 MB of memory while building, 303 MB on disk): 4 x 4 boards are then solved in well under a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables are being built in the background (a few minutes): until they are ready, Solve and Hint on 4 x 4 wait for them or, when asked, answer at once with the 6-6-3 tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop building the tables; nothing is kept and 5 x 5 searches go on without them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 x %1 Solve or Hint of a session starts the build in the background when the tables are not cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables are being built in the background (several minutes): until they are ready, Solve and Hint on %2 x %2 answer without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables on disk were refused (%2): they are being built again in the background; until they are ready %3 x %3 searches answer without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the %1 tables in the background, at low priority: Solve, Hint and the distance go on without them until they are ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables are built: Solve, Hint and the distance use them on %2 x %2 boards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %p %</source>
        <comment>a table build&apos;s progress: the tables (7-8), the share done</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built, kept on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tables are on disk: searches take them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled, nothing kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file on disk was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the 5 x 5 pattern databases once, in the background (a minute or two on every core at low priority, about 520 MB of memory while building, 436 MB on disk): Solve then proves many 5 x 5 boards optimal and answers the others within a few moves of a proven bound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::TipBar</name>
    <message>
        <source>Dismiss this tip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the tip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::BestScoresPanel</name>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board of best scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores of today, this week (Monday to Sunday), all time, or of Today&apos;s Puzzle; unaided games only</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s)</source>
        <translation>
            <numerusform>Streak: %n day</numerusform>
            <numerusform>Streak: %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Best, radius %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::CandidateWords</name>
    <message numerus="yes">
        <source>the pocket tile turned %n step(s)</source>
        <translation>
            <numerusform>the pocket tile turned %n step</numerusform>
            <numerusform>the pocket tile turned %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the tile in hand turned %n step(s)</source>
        <translation>
            <numerusform>the tile in hand turned %n step</numerusform>
            <numerusform>the tile in hand turned %n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2 now, and the game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: +%2 now, about %3 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 now, and the game ends (every move ends it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 now and about %2 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: also the most points now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 now, which ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 now but only about %2 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, instead of %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>pocket tile, turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>tile in hand, turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2 · %3</source>
        <comment>tile, points now, points later</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>tile, points now</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>label, survival chance</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, but the game ends within two moves whatever is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and the line survives %2 of the next two draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 now, which ends the game within two moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 now, about %2 later, and the line survives only %3 of the next two draws against %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board labels: T = the tile in hand, P = the pocket tile, then its turn (0-5); +points now · points expected later · the chance that the line is still open after the next two draws (the best replies to every pair of tiles); ✖ ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy</source>
        <comment>computer player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookahead</source>
        <comment>computer player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deep</source>
        <comment>computer player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <comment>who played a move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <comment>who played a move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: the move played is drawn in place, in green; the reviewing player&apos;s choice is the yellow label.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ComputerPanel</name>
    <message>
        <source>Computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the computer player for a move: the tile is turned to it and Enter places it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computer finish the game; step through its turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Lookahead (expectimax, %n moves ahead)</source>
        <translation>
            <numerusform>Lookahead (expectimax, %n moves ahead)</numerusform>
            <numerusform>Lookahead (expectimax, %n moves ahead)</numerusform>
        </translation>
    </message>
    <message>
        <source>Greedy (most points now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deep (expectimax, %n moves ahead)</source>
        <translation>
            <numerusform>Deep (expectimax, %n move ahead)</numerusform>
            <numerusform>Deep (expectimax, %n moves ahead)</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest player: it looks further ahead than the lookahead, over more of the tiles that may come, and takes tens of milliseconds a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is playing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the score, after &apos;with&apos;</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %1 in %n move(s).</source>
        <translation>
            <numerusform>Game over: %1 in %n move.</numerusform>
            <numerusform>Game over: %1 in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the score, after &apos;Game over:&apos;</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Not entered in the high scores (undo, hints or computer moves).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set each of the game&apos;s moves, whoever played it, beside the choice of the player selected above at the same position, and list the moves that cost most (after a game, or on an opened record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the computer chooses its moves for Hint and Autoplay, and whose choices Review sets the moves beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A record of %n move(s): step through it with the player below. Continue from Here (C) plays on from an earlier move as practice.</source>
        <translation>
            <numerusform>A record of %n move: step through it with the player below. Continue from Here (C) plays on from an earlier move as practice.</numerusform>
            <numerusform>A record of %n moves: step through it with the player below. Continue from Here (C) plays on from an earlier move as practice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer finished the game with %1 in %n move(s), %2 of them its own. Watch or step through its turns; any move of yours continues from the turn shown.</source>
        <translation>
            <numerusform>The computer finished the game with %1 in %n move, %2 of them its own. Watch or step through its turns; any move of yours continues from the turn shown.</numerusform>
            <numerusform>The computer finished the game with %1 in %n moves, %2 of them its own. Watch or step through its turns; any move of yours continues from the turn shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::EntanglementTab</name>
    <message>
        <source>Entanglement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entanglement games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: radius %1, seed %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, practice mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %2 points after %n move(s)</source>
        <translation>
            <numerusform>Opened %1: %2 points after %n move</numerusform>
            <numerusform>Opened %1: %2 points after %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Place tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo used: this game will not enter the high scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entanglement board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Placed at (%1, %2): +%n point(s)</source>
        <translation>
            <numerusform>Placed at (%1, %2): +%n point</numerusform>
            <numerusform>Placed at (%1, %2): +%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n tile(s) on the board</source>
        <translation>
            <numerusform>Undone: %n tile on the board</numerusform>
            <numerusform>Undone: %n tiles on the board</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue from move %1 as practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no practice branch is on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved the branch (%n move(s), practice) to %1; the record&apos;s file is unchanged</source>
        <translation>
            <numerusform>Saved the branch (%n move, practice) to %1; the record&apos;s file is unchanged</numerusform>
            <numerusform>Saved the branch (%n moves, practice) to %1; the record&apos;s file is unchanged</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 branch from move %2.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Branch As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save the Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuing from move %1 as practice: a new branch of the record. Undo gives the whole record back; Save keeps the whole record, Save Branch As… writes the branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: turn the tile in hand with the arrow keys and press Enter to place it; make the line as long as you can. F1 shows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the middle of the tile in hand to place it, its left or right side to turn it, right click to swap it with the pocket tile; or use the arrow keys, Space and Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;best line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw the strongest player&apos;s next %n move(s) from here faintly on the board, with the tiles the game deals next; counts as help, like Hint. It goes when the position changes.</source>
        <translation>
            <numerusform>Draw the strongest player&apos;s next %n move from here faintly on the board, with the tiles the game deals next; counts as help, like Hint. It goes when the position changes.</numerusform>
            <numerusform>Draw the strongest player&apos;s next %n moves from here faintly on the board, with the tiles the game deals next; counts as help, like Hint. It goes when the position changes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Best line from here: %n move(s) worth %1 points</source>
        <translation>
            <numerusform>Best line from here: %n move worth %1 points</numerusform>
            <numerusform>Best line from here: %n moves worth %1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Back to the whole record: %n move(s)</source>
        <translation>
            <numerusform>Back to the whole record: %n move</numerusform>
            <numerusform>Back to the whole record: %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from the move shown as a practice branch of the record (C on the board); Undo takes the branch back. The other keys only step through the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier move (%1) is shown: Continue from Here (C) plays on from it as practice; End goes to the last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::NewGameDialog</name>
    <message>
        <source>Practice mode: Undo allowed (using it keeps the game out of the high scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Entanglement Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rings of tiles around the centre; 3 is the original 36-tile board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;radius:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::PlayPanel</name>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn right ⟳</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap with pocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile in hand, turned as it will be placed. Click it (or press Space) to swap it with the pocket tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1 of %2 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the line ran into the centre tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the line ran into the border.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius %1, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice mode (Undo allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not eligible for high scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a practice branch of a record, Save keeps the whole record; Save Branch As… writes the branch to a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch from move %1: &lt;a href=&quot;save-branch&quot;&gt;Save Branch As…&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the tile in hand anticlockwise (Left arrow or wheel up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the tile in hand clockwise (Right arrow or wheel down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the tile in hand with the pocket tile (Space, right click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tile in hand (Enter, or click its middle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This placement would earn &lt;b&gt;%n&lt;/b&gt; point(s) (%1) and &lt;b&gt;end the game&lt;/b&gt;</source>
        <translation>
            <numerusform>This placement would earn &lt;b&gt;%n&lt;/b&gt; point (%1) and &lt;b&gt;end the game&lt;/b&gt;</numerusform>
            <numerusform>This placement would earn &lt;b&gt;%n&lt;/b&gt; points (%1) and &lt;b&gt;end the game&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This placement would earn &lt;b&gt;%n&lt;/b&gt; point(s) (%1)</source>
        <translation>
            <numerusform>This placement would earn &lt;b&gt;%n&lt;/b&gt; point (%1)</numerusform>
            <numerusform>This placement would earn &lt;b&gt;%n&lt;/b&gt; points (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::PocketView</name>
    <message>
        <source>The pocket tile. Click it (or press Space) to swap it with the tile in hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ResultText</name>
    <message>
        <source>Today&apos;s Puzzle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Entanglement · %1 · %n point(s) · %2 · with help</source>
        <translation>
            <numerusform>Entanglement · %1 · %n point · %2 · with help</numerusform>
            <numerusform>Entanglement · %1 · %n points · %2 · with help</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Entanglement · %1 · %n point(s) · %2</source>
        <translation>
            <numerusform>Entanglement · %1 · %n point · %2</numerusform>
            <numerusform>Entanglement · %1 · %n points · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <comment>tiles placed, in a shared result</comment>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ReviewPanel</name>
    <message>
        <source>Costliest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>tile, points now</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves that gave away the most expected value: who played each, what was played, what the reviewing player prefers, the cost. Click one to show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n move(s) with %1...</source>
        <translation>
            <numerusform>Reviewing %n move with %1...</numerusform>
            <numerusform>Reviewing %n moves with %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by %1: %2. %3 prefers %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2, played by %3: %4, as %5 would play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2, played by %3: %4 (green); %5 prefers %6 (yellow): %7 expected points given away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n move(s) was %1&apos;s choice or as good.</source>
        <translation>
            <numerusform>Every one of the %n move was %1&apos;s choice or as good.</numerusform>
            <numerusform>Every one of the %n moves was %1&apos;s choice or as good.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n move(s) matched %3&apos;s choice; the others gave away about %2 expected points. The costliest (click one to show it):</source>
        <translation>
            <numerusform>%1 of %n move matched %3&apos;s choice; the others gave away about %2 expected points. The costliest (click one to show it):</numerusform>
            <numerusform>%1 of %n moves matched %3&apos;s choice; the others gave away about %2 expected points. The costliest (click one to show it):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::ScoreBoards</name>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score on this board size!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score this week!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score today!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score on today&apos;s puzzle!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n this week.</source>
        <translation>
            <numerusform>%1 of %n this week.</numerusform>
            <numerusform>%1 of %n this week.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>ordinal: 1st, 21st</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>ordinal: 2nd, 22nd</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>ordinal: 3rd, 23rd</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>ordinal: 4th, 11th</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::entanglement::Timeline</name>
    <message>
        <source>Hint: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: move %1 of %2, played by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) for this turn: step forward to see each one</source>
        <translation>
            <numerusform>%n candidate for this turn: step forward to see it</numerusform>
            <numerusform>%n candidates for this turn: step forward to see each one</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::AddToBookDialog</name>
    <message>
        <source>Add to My Books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle&apos;s given pieces are kept under the book&apos;s name and number; New ▸ Catalog ▸ My books lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Book:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number in the book:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::CatalogDialog</name>
    <message>
        <source>Kanoodle Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbered puzzles, the same for everyone, each with exactly one solution. A tick: solved without Solve or Hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moderate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write your books to a file, to keep or to give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the puzzles of a books file to yours (the same book and number is replaced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, puzzle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Your Books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kanoodle-books.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kanoodle books (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own puzzles from the books, saved with Add to My Books. A tick: solved without Solve or Hint.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::DeadEndText</name>
    <message>
        <source>No solution: the given pieces cannot be completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution from here: %1 has nowhere to go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution from here: take some pieces off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution from here: %1 has nowhere to go; take off %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution from here: take off %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleBoardView</name>
    <message>
        <source>Layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece %1 is given: it stays where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room for %1 on this ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went back to the tray: dropped off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit: part of it would be off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit: it would overlap %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot lie there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit: part of it would be in the closed part of the challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleGameMaker</name>
    <message>
        <source>Generating a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge series, seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) given, seed %1</source>
        <translation>
            <numerusform>%n piece given, seed %1</numerusform>
            <numerusform>%n pieces given, seed %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n asked for)</source>
        <translation>
            <numerusform>(%n asked for)</numerusform>
            <numerusform>(%n asked for)</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle with one solution was found with %1 given pieces: this one gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleSearchPanel</name>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 % done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions from this position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2
Backtracks: %3
Depth: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the replay holds the first %L1 steps)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleSidePanel</name>
    <message>
        <source>Ne&amp;xt challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clea&amp;r board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;layers up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new puzzle: a pyramid level, a number of given pieces on the flat board, or a sliding challenge series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve the puzzle and replay the search with the step player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Count solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count every solution of the current position (all cores; Esc cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse solutions...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the solutions of the current position one by one, found in the background as you browse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next challenge of the series: a wider region, one more piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Kanoodle puzzle to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a puzzle from the book: place the pieces it gives, then leave set-up to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the pyramid&apos;s layers above this one to see inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done setting &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge %1 of %2: pieces %3&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 pieces placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up: choose a piece, then click the balls it covers. After each click only the ways through every ball clicked are left; the piece goes down when one is left (Tab cycles them). Click a placed piece to lift it and click where it goes (or drag it); Delete or the right-click menu takes it off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show where one piece of the solution goes, for you to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the piece where the hint shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to My Boo&amp;ks...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this puzzle in your books under a book&apos;s name and number; New ▸ Catalog ▸ My books lists them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::KanoodleTab</name>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take off %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kanoodle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kanoodle puzzles (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution: %1 has nowhere to go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in %1 nodes and %2 backtracks; replay the search with the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is already solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kanoodle board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a piece from the tray onto the board (wheel or R turns it, F mirrors it); or Shift+letter picks a piece, arrows and Page Up/Down move the cursor, Tab cycles the fits, Enter places, Delete takes a piece off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: drag a piece from the tray onto the board (R turns it, F mirrors it) until the board is full. F1 shows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty board to set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set up by hand: %n piece(s) given</source>
        <translation>
            <numerusform>Set up by hand: %n piece given</numerusform>
            <numerusform>Set up by hand: %n pieces given</numerusform>
        </translation>
    </message>
    <message>
        <source>Set-up: place the pieces the puzzle gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: pick a piece in the tray and click a ball: every way it fits through that ball is shown, leaning ways too (Tab or the wheel shows the next, a second click places it); or drag it onto a layer to lay it flat there (R turns it, F mirrors it). F1 shows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a piece in the tray, then click a ball: the ways it fits through it are shown (Tab or the wheel cycles them, a second click or Enter places one); or drag a piece onto a layer to lay it flat there (wheel or R turns it, F mirrors it). Shift+letter picks a piece, arrows and Page Up/Down move the cursor, Delete takes a piece off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your books could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish setting up first: the pieces on the board become the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sliding challenge is no puzzle of the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to My Books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in your books as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 goes where it is shown faintly; place it, or press Place It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 goes where it is shown faintly (this position has several solutions); place it, or press Place It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: pick a piece in the tray and move it over the 3D pyramid: it shows where it fits under the pointer (the wheel or R turns it, F mirrors it) and a click puts it down. In the layer view a click on a ball shows every way it fits there. F1 shows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::NewKanoodleDialog</name>
    <message>
        <source>&amp;Empty board: set up a puzzle from the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Kanoodle puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid level (1-100):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat: pieces given:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding: series up to pieces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s &amp;pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;atalog...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::PyramidScene</name>
    <message>
        <source>Pyramid, three-dimensional view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a piece in the tray and move it over the pyramid: it shows where it fits under the pointer; the wheel or R turns it, F mirrors it, a click puts it down. Click a placed piece to move it. Drag with the right button to turn the pyramid, with the left to move it; Ctrl+wheel zooms and Home resets the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::PyramidSceneHand</name>
    <message>
        <source>%1 held: click or Enter puts it down, wheel or R/Shift+R turns, F mirrors, arrows move, Esc or right click puts back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fits only this way here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room for %1 on the pyramid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fits nowhere further that way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror image of %1 does not fit here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::SetUpCheckText</name>
    <message>
        <source>The puzzle is set: exactly one solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is set: %1 solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is set, but it has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution — these pieces block it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ui::kanoodle::SolutionBrowser</name>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of the solution to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop browsing and show the game&apos;s position again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solution before this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next solution (found in the background if it is not yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the solution with the number in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution from this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the first solution...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 of %2 found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding solution %1 (%2 found)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browsing reaches the first %1 solutions: each one found is kept in memory (up to 24 MB) so that any of them can be shown again at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
