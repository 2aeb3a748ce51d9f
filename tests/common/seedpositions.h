// Positions that between them reach every kind of rule and refusal (RULES.md's worked examples,
// kings, columns commanded by either side, games over): the seeds that the fuzz test mutates and
// the messages test walks for every refusal the core can give.
#pragma once

namespace bashni::test {

inline constexpr const char* SeedPositions[] = {
    ("W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,b6=b,d6=b,f6=b,h6=b,a7=b,"
     "c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b"), // the start
    "W:d4=b,e5=w,g3=w,h8=b",                // E1
    "W:a1=W,b2=b,h2=W,g3=b",                // 11 captures: a list cut short ("or 5 more")
    "W:b4=b,c3=w,d4=b,f6=b",                // E3
    "W:c5=b,g7=bb,h6=w",                    // E4
    "W:a3=W,b4=bb,g7=b",                    // E5
    "W:e3=B,f4=W,g5=B",                     // E6
    "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b",     // E7
    "B:a1=w,d4=wB,e5=b",                    // E8
    "W:b2=B,d2=b,f2=b,f4=B,f6=b,h8=W",      // a king's tour
    "B:h8=Bww,a1=w,c3=wbwb,e5=Wb,g7=bbbw",  // black to move, quiet king moves
    "W:a1=W,c3=w,e5=b,h8=b",                // a king blocked
    "W:c3=bwww,e3=w,h8=b",                  // a column commanded by the opponent
    "B:d4=b,h2=w",                          // black men
    "W:h8=b",                               // game over
    "B:a3=b,b2=w,c1=w",                     // game over, blocked
    "B:d4=wbb,h2=w",                        // game over, all buried
};

} // namespace bashni::test
